import dayjs from 'dayjs';
import { PRODUCT_NAME } from './product';
import { toDateKey } from './dates';
import { statusKey } from './status';

/** Why someone is behind: a self review or a manager review not submitted, or an approval waiting. */
export type NudgeReason = 'self_review' | 'manager_review' | 'approval';

/** One thing one person still has to do in a cycle. */
export interface NudgeTask {
  /** Employee id of the person who has to act. */
  personId: string;
  reason: NudgeReason;
  /** The participant the task is about. */
  participantName: string;
}

export interface BehindPerson<T extends NudgeTask = NudgeTask> {
  personId: string;
  selfReviews: number;
  managerReviews: number;
  approvals: number;
  tasks: T[];
}

/**
 * Whether a stage still waits for its author: not started or a draft. Submitted (pending approval)
 * and completed stages are done for the author.
 */
export function isStageOpen(status: string | null | undefined): boolean {
  const key = statusKey(status);
  return key === '' || key === 'not started' || key === 'in progress' || key === 'draft';
}

/**
 * The people behind in a cycle: open tasks grouped by person, with a count per reason. Sorted by
 * the number of open tasks (most first), then by `nameOf` (the person's name).
 */
export function whoIsBehind<T extends NudgeTask>(
  tasks: readonly T[],
  nameOf: (personId: string) => string = (id) => id,
): BehindPerson<T>[] {
  const people = new Map<string, BehindPerson<T>>();
  for (const task of tasks) {
    let person = people.get(task.personId);
    if (!person) {
      person = {
        personId: task.personId,
        selfReviews: 0,
        managerReviews: 0,
        approvals: 0,
        tasks: [],
      };
      people.set(task.personId, person);
    }
    person.tasks.push(task);
    if (task.reason === 'self_review') person.selfReviews += 1;
    else if (task.reason === 'manager_review') person.managerReviews += 1;
    else person.approvals += 1;
  }
  return Array.from(people.values()).sort(
    (a, b) =>
      b.tasks.length - a.tasks.length ||
      nameOf(a.personId).localeCompare(nameOf(b.personId)) ||
      a.personId.localeCompare(b.personId),
  );
}

/** Past due: the cycle's end date is before today (the end date itself is still on time). */
export function isPastDue(endDate: string | null | undefined, now: Date): boolean {
  const end = toDateKey(endDate);
  const today = toDateKey(now);
  return !!end && !!today && end < today;
}

/** Automatic reminders of a new cycle: 3 days and 1 day before its end date. */
export const DEFAULT_REMINDER_OFFSETS: readonly number[] = [3, 1];
/** Largest offset an automatic reminder may have (days before the end date). */
export const MAX_REMINDER_OFFSET = 60;
/** Most automatic reminders per cycle. */
export const MAX_REMINDER_COUNT = 5;

/** The calendar day `offsetDays` days before `endDate` (YYYY-MM-DD). */
export function reminderDate(endDate: string, offsetDays: number): string {
  const end = toDateKey(endDate);
  if (!end) throw new Error(`Invalid end date: ${endDate}`);
  return dayjs(end).subtract(offsetDays, 'day').format('YYYY-MM-DD');
}

/** An automatic reminder that went out. */
export interface SentReminder {
  offsetDays: number;
  date: string;
  sentAt: string;
  recipientCount: number;
}

/**
 * - `sent`: went out (`sentAt`, `recipientCount`);
 * - `due`: its day has come and it goes out now (the latest passed day of an active, enabled cycle
 *   that has not ended);
 * - `upcoming`: its day is still ahead;
 * - `skipped`: its day passed without it (a later reminder was due, the cycle had ended, was not
 *   active, or reminders were off);
 * - `off`: ahead, but reminders are off or the cycle is not active.
 */
export type ReminderEntryStatus = 'sent' | 'due' | 'upcoming' | 'skipped' | 'off';

export interface ReminderEntry {
  offsetDays: number;
  date: string;
  status: ReminderEntryStatus;
  sentAt: string | null;
  recipientCount: number | null;
}

export interface ScheduleInput {
  endDate: string;
  offsets: readonly number[];
  sent: readonly SentReminder[];
  /** Reminders on (the cycle's setting). */
  enabled: boolean;
  /** The cycle is active (not a draft, not completed). */
  active: boolean;
  now: Date;
}

/**
 * The automatic reminders of a cycle, earliest first, each with its status (see
 * {@link ReminderEntryStatus}). Sending is idempotent: an entry is sent once per offset and day.
 * When several days have passed unsent, only the latest is due, so nobody gets two at once.
 */
export function reminderSchedule(input: ScheduleInput): ReminderEntry[] {
  const today = toDateKey(input.now) ?? '';
  const end = toDateKey(input.endDate) ?? '';
  const live = input.enabled && input.active && today <= end;
  const entries = Array.from(new Set(input.offsets))
    .map((offsetDays) => ({ offsetDays, date: reminderDate(input.endDate, offsetDays) }))
    .sort((a, b) => a.date.localeCompare(b.date));
  const latestPassed = entries.filter((e) => e.date <= today).at(-1);
  return entries.map(({ offsetDays, date }): ReminderEntry => {
    const sent = input.sent.find((s) => s.offsetDays === offsetDays && s.date === date);
    if (sent) {
      return {
        offsetDays,
        date,
        status: 'sent',
        sentAt: sent.sentAt,
        recipientCount: sent.recipientCount,
      };
    }
    let status: ReminderEntryStatus;
    if (date > today) status = input.enabled && input.active ? 'upcoming' : 'off';
    else status = live && latestPassed?.date === date ? 'due' : 'skipped';
    return { offsetDays, date, status, sentAt: null, recipientCount: null };
  });
}

/** The reminder that goes out now, if any. */
export function dueReminder(entries: readonly ReminderEntry[]): ReminderEntry | undefined {
  return entries.find((e) => e.status === 'due');
}

/**
 * Problems with a list of offsets (days before the end date), as messages; empty when valid:
 * whole numbers from 0 to {@link MAX_REMINDER_OFFSET}, no repeats, at most {@link MAX_REMINDER_COUNT}.
 */
export function reminderOffsetErrors(offsets: readonly number[]): string[] {
  const errors: string[] = [];
  if (offsets.length > MAX_REMINDER_COUNT) {
    errors.push(`At most ${MAX_REMINDER_COUNT} automatic reminders per cycle`);
  }
  if (offsets.some((o) => !Number.isInteger(o) || o < 0 || o > MAX_REMINDER_OFFSET)) {
    errors.push(`Days before the end date must be whole numbers from 0 to ${MAX_REMINDER_OFFSET}`);
  }
  if (new Set(offsets).size !== offsets.length) errors.push('Each day may be listed once');
  return errors;
}

export interface ReminderTextInput {
  cycleName: string;
  endDate: string;
  recipientFirstName: string;
  selfReviews: number;
  managerReviews: number;
  approvals: number;
  now: Date;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The subject of a reminder about a cycle. */
export function reminderSubject(cycleName: string): string {
  return `Reminder: ${cycleName}`;
}

/**
 * The default text of a reminder: what is open and when the cycle ends (or that it is past due).
 * Used by the send dialog (editable) and by automatic reminders.
 */
export function defaultReminderMessage(input: ReminderTextInput): string {
  const open = [
    input.selfReviews > 0 ? plural(input.selfReviews, 'self review', 'self reviews') : null,
    input.managerReviews > 0
      ? plural(input.managerReviews, 'manager review', 'manager reviews')
      : null,
    input.approvals > 0 ? plural(input.approvals, 'approval', 'approvals') : null,
  ].filter(Boolean);
  const what = open.length > 0 ? open.join(', ') : 'your open items';
  const end = toDateKey(input.endDate) ?? input.endDate;
  const when = isPastDue(end, input.now)
    ? `was due on ${end} and is now past due`
    : `ends on ${end}`;
  const greeting = input.recipientFirstName ? `Hi ${input.recipientFirstName},` : 'Hi,';
  return `${greeting}\n\n${input.cycleName} ${when}. You still have ${what} to complete. Please finish them in ${PRODUCT_NAME}.\n\nThank you!`;
}

/** An instant as 'Mar 1, 2026, 9:30 AM' (local time); '' when missing or unreadable. */
export function formatMoment(value: string | null | undefined): string {
  if (!value) return '';
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format('MMM D, YYYY, h:mm A') : '';
}

/** What a person still has open, e.g. '2 manager reviews · 1 approval'. */
export function describeOpenItems(counts: {
  selfReviews: number;
  managerReviews: number;
  approvals: number;
}): string {
  return [
    counts.selfReviews > 0 ? plural(counts.selfReviews, 'self review', 'self reviews') : null,
    counts.managerReviews > 0
      ? plural(counts.managerReviews, 'manager review', 'manager reviews')
      : null,
    counts.approvals > 0 ? plural(counts.approvals, 'approval', 'approvals') : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
