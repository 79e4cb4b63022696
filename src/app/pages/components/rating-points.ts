import type { PerformanceEntry } from '@/api/resources/employees';

export type RatedEntry = PerformanceEntry & { rating: number };

/** Rated performance entries oldest first: the points of a rating chart. */
export function ratingPoints(entries: readonly PerformanceEntry[]): RatedEntry[] {
  return entries
    .filter((e): e is RatedEntry => e.rating != null)
    .sort((a, b) => a.date.localeCompare(b.date));
}
