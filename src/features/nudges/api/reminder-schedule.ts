import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as yup from 'yup';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';
import { reminderOffsetErrors } from '@/lib/nudges';
import { NUDGE_TEXT } from '../nudge-text';

export type ReminderSchedule = components['schemas']['ReminderSchedule'];
export type ReminderEntry = components['schemas']['ReminderEntry'];

export function getReminderScheduleQueryOptions(cycleId: string) {
  return queryOptions({
    queryKey: ['nudges', cycleId, 'reminder-schedule'],
    queryFn: async (): Promise<ReminderSchedule> => {
      const { data } = await apiClient.GET('/api/review-cycles/{cycleId}/reminder-schedule', {
        params: { path: { cycleId } },
      });
      return data!.data;
    },
  });
}

export function useReminderSchedule(cycleId: string) {
  return useQuery(getReminderScheduleQueryOptions(cycleId));
}

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

export function useUpdateReminderSchedule(cycleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ScheduleValues): Promise<ReminderSchedule> => {
      const { data } = await apiClient.PUT('/api/review-cycles/{cycleId}/reminder-schedule', {
        params: { path: { cycleId } },
        body: { enabled: values.enabled, offsets: parseOffsets(values.offsets) ?? [] },
      });
      return data!.data;
    },
    onSuccess: (schedule) =>
      queryClient.setQueryData(getReminderScheduleQueryOptions(cycleId).queryKey, schedule),
  });
}
