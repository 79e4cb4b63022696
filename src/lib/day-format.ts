import dayjs from 'dayjs';
import { toDateKey } from './dates';
import { EMPTY_VALUE } from './money';

/** A calendar day as 'Mar 1, 2025'; an em dash when missing or unreadable. */
export function formatDay(value: string | Date | null | undefined): string {
  const key = toDateKey(value);
  return key ? dayjs(key).format('MMM D, YYYY') : EMPTY_VALUE;
}

/** 'annual' → 'Annual', 'spot_bonus' → 'Spot Bonus'. */
export function titleCase(value: string | null | undefined): string {
  return (value ?? '').replace(/[_-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** An instant as 'Mar 1, 2025, 9:30 AM'. */
export function formatInstant(value: string | null | undefined): string {
  return value ? dayjs(value).format('MMM D, YYYY, h:mm A') : EMPTY_VALUE;
}
