import * as yup from 'yup';
import { lineText, multilineText } from '@/lib/form-schemas';
import type { CompensationItemInput } from '@/api/resources/compensation';

/** The contract's `order`: an integer, 0 or more. */
export const DISPLAY_ORDER_MESSAGE = 'Display order must be a whole number, 0 or more';

export const compensationItemSchema = yup.object({
  name: lineText().trim().required('Name is required'),
  description: multilineText(),
  // A negative order is refused, not saved as 0 without a word. Empty still means 0 (spec 02 §5).
  order: yup
    .string()
    .test(
      'display-order',
      DISPLAY_ORDER_MESSAGE,
      (value) => (value ?? '').trim() === '' || /^\d+$/.test(String(value).trim()),
    ),
});

export type CompensationItemFormValues = yup.InferType<typeof compensationItemSchema>;

/** Spec 02 §5: "Display order is parsed as an integer and defaults to 0." */
export function parseDisplayOrder(text: string | number | null | undefined): number {
  const parsed = Number.parseInt(String(text ?? ''), 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
}

export function toCompensationItemInput(values: CompensationItemFormValues): CompensationItemInput {
  return {
    name: values.name.trim(),
    description: values.description?.trim() || null,
    order: parseDisplayOrder(values.order),
  };
}
