import dayjs from 'dayjs';

const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})/;

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * The calendar day (YYYY-MM-DD) of a value. A string that starts with a date keeps that date, so
 * '2025-03-31T00:00:00.000Z' is 31 March everywhere; a Date uses the local calendar ("today").
 * Returns null for missing or unparseable input.
 */
export function toDateKey(value: string | Date | null | undefined): string | null {
  if (value == null || value === '') return null;
  if (typeof value === 'string') {
    const match = DATE_PREFIX.exec(value.trim());
    if (match) return `${match[1]}-${match[2]}-${match[3]}`;
  } else if (value instanceof Date) {
    // Read off the Date as dayjs's format would: lists call this per row, and dayjs cost ~10 µs.
    const year = value.getFullYear();
    if (Number.isNaN(year)) return null;
    if (year >= 1000 && year <= 9999) {
      return `${year}-${pad2(value.getMonth() + 1)}-${pad2(value.getDate())}`;
    }
  }
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier); NaN when either is invalid. */
export function daysBetween(from: string | Date, to: string | Date): number {
  const fromKey = toDateKey(from);
  const toKey = toDateKey(to);
  if (!fromKey || !toKey) return Number.NaN;
  return dayjs(toKey).diff(dayjs(fromKey), 'day');
}

/** The calendar day `months` months before `value` (month-end clamped: 29 Feb 2024 − 12 → 28 Feb 2023). */
export function monthsBefore(value: string | Date, months: number): string | null {
  const key = toDateKey(value);
  return key ? dayjs(key).subtract(months, 'month').format('YYYY-MM-DD') : null;
}
