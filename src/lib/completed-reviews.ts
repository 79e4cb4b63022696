import { normalizeDisplayStatus } from './status';

/**
 * What a "completed review" of an employee is, one rule for the dashboard and the Performance page:
 * a review cycle whose review of them is finished, as their performance history
 * records it (spec 01 §3 performance history entry: reviewCycle, rating, status). One per cycle;
 * an entry without a cycle counts on its own. Entries whose status is not Completed (spec 02 §4
 * display states) are not finished reviews.
 */
export interface PerformanceEntryLike {
  id: string;
  status?: string | null;
  reviewCycle?: { id: string } | null;
}

/** The completed entries, one per cycle (the first listed wins), in the order given. */
export function completedReviews<E extends PerformanceEntryLike>(entries: readonly E[]): E[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (normalizeDisplayStatus(entry.status) !== 'Completed') return false;
    const key = entry.reviewCycle ? `cycle:${entry.reviewCycle.id}` : `entry:${entry.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** How many completed reviews an employee has (see {@link completedReviews}). */
export function completedReviewCount(entries: readonly PerformanceEntryLike[]): number {
  return completedReviews(entries).length;
}

/** "3 completed reviews", "1 completed review". */
export function completedReviewsLabel(count: number): string {
  return `${count} completed review${count === 1 ? '' : 's'}`;
}
