import dayjs from 'dayjs';
import { toDateKey } from './dates';

/** No one working today was hired before this day: an earlier date is a typing slip (1800 for 2018). */
export const EARLIEST_HIRE_DATE = '1900-01-01';

export const HIRE_DATE_MESSAGES = {
  tooEarly: `Hire date cannot be before ${EARLIEST_HIRE_DATE}`,
  tooLate: 'Hire date cannot be more than a year from today',
} as const;

/** The latest hire date accepted on `today`: a year ahead (an offer signed early), no more. */
export function latestHireDate(today: Date | string): string {
  return dayjs(toDateKey(today)).add(1, 'year').format('YYYY-MM-DD');
}

/**
 * The contract's hire date rule (createEmployee, updateEmployee, the employee import): a day
 * (YYYY-MM-DD) from {@link EARLIEST_HIRE_DATE} to a year after `today`; the message when outside.
 */
export function hireDateProblem(day: string, today: Date | string): string | null {
  if (day < EARLIEST_HIRE_DATE) return HIRE_DATE_MESSAGES.tooEarly;
  if (day > latestHireDate(today)) return HIRE_DATE_MESSAGES.tooLate;
  return null;
}
