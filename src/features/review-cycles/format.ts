import dayjs from 'dayjs';
import { toDateKey } from '@/lib/dates';

/** A calendar day as 'Mar 1, 2025'; '—' when missing. */
export function formatDay(value: string | null | undefined): string {
  const key = toDateKey(value);
  return key ? dayjs(key).format('MMM D, YYYY') : '—';
}

/** A date range as 'Mar 1, 2025 – Apr 30, 2025'. */
export function formatDayRange(
  start: string | null | undefined,
  end: string | null | undefined,
): string {
  return `${formatDay(start)} – ${formatDay(end)}`;
}
