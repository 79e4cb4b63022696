import * as yup from 'yup';
import { lineText, multilineText } from '@/lib/form-schemas';
import type { BehindPerson, CycleBehind } from '@/api/resources/notifications';
import { defaultReminderMessage, reminderSubject } from '@/lib/nudges';
import { NUDGE_TEXT } from './nudge-text';

export const reminderSchema = yup.object({
  subject: lineText().trim().required(NUDGE_TEXT.subjectRequired).max(200),
  message: multilineText().trim().required(NUDGE_TEXT.messageRequired).max(5000),
});

export type ReminderValues = yup.InferType<typeof reminderSchema>;

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
