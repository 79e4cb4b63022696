import { LETTER_TEXT } from './letter-text';

export type ReleaseMode = 'now' | 'date';

const pad = (n: number) => String(n).padStart(2, '0');

/** A local date and time as a datetime-local input holds it: '2026-12-01T09:00'. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Tomorrow at 09:00, local time: what the schedule offers first. */
export function defaultReleaseInput(now: Date): string {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 9, 0);
  return toLocalInput(tomorrow);
}

/** The release time's problem, or null: a date is required and must be after `now`. */
export function releaseDateError(mode: ReleaseMode, local: string, now: Date): string | null {
  if (mode === 'now') return null;
  const at = new Date(local);
  if (!local || Number.isNaN(at.getTime())) return LETTER_TEXT.releaseDateRequired;
  return at.getTime() <= now.getTime() ? LETTER_TEXT.releaseDateFuture : null;
}

/** The request's releaseAt: null releases now, else the chosen local time as an instant. */
export function releaseAtOf(mode: ReleaseMode, local: string): string | null {
  return mode === 'now' ? null : new Date(local).toISOString();
}
