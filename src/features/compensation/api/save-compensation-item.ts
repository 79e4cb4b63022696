import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as yup from 'yup';
import { apiClient } from '@/api/client';
import { ifMatch } from '@/api/if-match';
import type { components } from '@/api/schema';
import { COMPENSATION_QUERY_KEY } from './compensation-categories';

type ItemInput = components['schemas']['CompensationCategoryInput'];

/** What to save: a category (new or existing) or a type (new in a category, or existing). */
export type CompensationItemTarget =
  | { kind: 'category'; id?: string }
  | { kind: 'type'; id: string }
  | { kind: 'type'; categoryId: string };

/** The contract's `order`: an integer, 0 or more. */
export const DISPLAY_ORDER_MESSAGE = 'Display order must be a whole number, 0 or more';

export const compensationItemSchema = yup.object({
  name: yup.string().trim().required('Name is required'),
  description: yup.string(),
  // Issue 20 §9: −3 was saved as 0 without a word. Empty still means 0 (spec 02 §5).
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

export function toCompensationItemInput(values: CompensationItemFormValues): ItemInput {
  return {
    name: values.name.trim(),
    description: values.description?.trim() || null,
    order: parseDisplayOrder(values.order),
  };
}

export function useSaveCompensationItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      target,
      input,
      version,
    }: {
      target: CompensationItemTarget;
      input: ItemInput;
      /** The item as the form loaded it (If-Match of an edit). */
      version?: string;
    }) => {
      if (target.kind === 'category') {
        if (target.id) {
          await apiClient.PUT('/api/compensation/categories/{id}', {
            params: { path: { id: target.id }, header: ifMatch(version) },
            body: input,
          });
        } else {
          await apiClient.POST('/api/compensation/categories', { body: input });
        }
      } else if ('categoryId' in target) {
        await apiClient.POST('/api/compensation/categories/{id}/types', {
          params: { path: { id: target.categoryId } },
          body: input,
        });
      } else {
        await apiClient.PUT('/api/compensation/types/{id}', {
          params: { path: { id: target.id }, header: ifMatch(version) },
          body: input,
        });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPENSATION_QUERY_KEY }),
  });
}
