import * as yup from 'yup';
import { reminderOffsetErrors } from '@/lib/nudges';
import { NUDGE_TEXT } from './nudge-text';

/** "3, 1" → [3, 1]; null when a part is not a number. */
export function parseOffsets(text: string): number[] | null {
  const parts = text
    .split(/[\s,;]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const numbers = parts.map(Number);
  return numbers.some((n) => Number.isNaN(n)) ? null : numbers;
}

export const scheduleSchema = yup.object({
  enabled: yup.boolean().required(),
  offsets: yup
    .string()
    .default('')
    .test('offsets', (value, ctx) => {
      const offsets = parseOffsets(value ?? '');
      if (!offsets) return ctx.createError({ message: NUDGE_TEXT.offsetsInvalid });
      const [first] = reminderOffsetErrors(offsets);
      return first ? ctx.createError({ message: first }) : true;
    }),
});

export type ScheduleValues = yup.InferType<typeof scheduleSchema>;
