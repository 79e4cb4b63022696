import { toDateKey } from './dates';
import { nameList } from './launch-readiness';
import { formatLetterDate } from './letters';
import { PRODUCT_NAME } from './product';

/** One person told of a cycle's launch: what they take part in and whom they review. */
export interface LaunchNoticeInput {
  cycleName: string;
  endDate: string;
  firstName: string;
  /** The person is a participant of the cycle. */
  participates: boolean;
  /** The review workflow has a self review stage (the participant's own part). */
  hasSelfReview: boolean;
  /** The review workflow has a manager review stage (the manager's part). */
  hasManagerReview: boolean;
  /** Names of the participants the person manages, sorted. */
  reports: readonly string[];
}

export function launchNoticeSubject(cycleName: string): string {
  return `${cycleName} has started`;
}

const count = (n: number) => `${n} ${n === 1 ? 'report' : 'reports'}`;

/**
 * The launch message of one person: the cycle, what they must do (their self review, the
 * manager reviews of their reports, by name) and by when (the cycle's end date).
 */
export function launchNoticeBody(input: LaunchNoticeInput): string {
  const by = formatLetterDate(toDateKey(input.endDate) ?? input.endDate);
  const todo: string[] = [];
  if (input.participates) {
    todo.push(
      input.hasSelfReview
        ? `Complete your self review by ${by}.`
        : 'Your manager reviews you in this cycle: nothing is needed from you for now.',
    );
  }
  if (input.reports.length > 0) {
    const who = `${count(input.reports.length)}: ${nameList(input.reports)}`;
    todo.push(
      input.hasManagerReview
        ? `Write the manager reviews of your ${who}, by ${by}.`
        : `${input.reports.length === 1 ? 'Your report takes' : `Your ${count(input.reports.length)} take`} part in this cycle: ${nameList(input.reports)}.`,
    );
  }
  const greeting = input.firstName ? `Hi ${input.firstName},` : 'Hi,';
  return [
    greeting,
    `${input.cycleName} has started and runs until ${by}.`,
    todo.map((line) => `- ${line}`).join('\n'),
    `Open ${PRODUCT_NAME} to begin.`,
  ].join('\n\n');
}

export function letterNoticeSubject(cycleName: string): string {
  return `Your compensation letter for ${cycleName} is ready`;
}

export function letterNoticeBody(cycleName: string, firstName: string): string {
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  return `${greeting}\n\nYour compensation letter for ${cycleName} is ready. Read it in ${PRODUCT_NAME} under Compensation.`;
}
