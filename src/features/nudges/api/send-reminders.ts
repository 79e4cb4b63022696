import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as yup from 'yup';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';
import { defaultReminderMessage, reminderSubject } from '@/lib/nudges';
import { NUDGE_TEXT } from '../nudge-text';
import { getCycleBehindQueryOptions, type BehindPerson, type CycleBehind } from './cycle-behind';

export type SendRemindersResult = components['schemas']['SendRemindersResult'];

export const reminderSchema = yup.object({
  subject: yup.string().trim().required(NUDGE_TEXT.subjectRequired).max(200),
  message: yup.string().trim().required(NUDGE_TEXT.messageRequired).max(5000),
});

export type ReminderValues = yup.InferType<typeof reminderSchema>;

/** Sends a reminder to `employeeIds`; the behind list reloads (its "last reminded" changes). */
export function useSendReminders(cycleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      employeeIds,
      values,
    }: {
      employeeIds: string[];
      values: ReminderValues;
    }): Promise<SendRemindersResult> => {
      const { data } = await apiClient.POST('/api/review-cycles/{cycleId}/reminders', {
        params: { path: { cycleId } },
        body: { employeeIds, subject: values.subject.trim(), message: values.message.trim() },
      });
      return data!.data;
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getCycleBehindQueryOptions(cycleId).queryKey }),
  });
}

const firstNameOf = (name: string) => name.split(' ')[0] ?? '';

/** The dialog's default text: what the one recipient has open, or a shared text with {firstName}. */
export function defaultReminderValues(
  cycle: Pick<CycleBehind, 'cycleName' | 'endDate'>,
  recipients: BehindPerson[],
  now: Date,
): ReminderValues {
  const one = recipients.length === 1 ? recipients[0] : undefined;
  return {
    subject: reminderSubject(cycle.cycleName),
    message: defaultReminderMessage({
      cycleName: cycle.cycleName,
      endDate: cycle.endDate,
      recipientFirstName: one ? firstNameOf(one.name) : '{firstName}',
      selfReviews: one?.selfReviews ?? 0,
      managerReviews: one?.managerReviews ?? 0,
      approvals: one?.approvals ?? 0,
      now,
    }),
  };
}
