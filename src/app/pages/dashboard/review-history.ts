import { paths } from '@/config/paths';
import { completedReviews } from '@/lib/completed-reviews';
import { currentCycle, type CycleLike } from '@/lib/cycles';
import { employeePendingActions, type PendingAction } from '@/lib/employee-prompts';
import type { PerformanceEntry } from '@/api/resources/employees';
import type { ReviewTask } from '@/api/resources/dashboards';

/** Spec 01 §9: "employee dashboard shows up to 10 history items and 5 compensation entries". */
export const REVIEW_HISTORY_LIMIT = 10;
export const COMPENSATION_ENTRIES_LIMIT = 5;

/** The employee's own reviews (SELF), newest cycle first, as the API orders them. */
export function ownReviews(tasks: readonly ReviewTask[]): ReviewTask[] {
  return tasks.filter((task) => task.kind === 'SELF');
}

/**
 * Spec 01 §9 prompts: the overdue one (counted over the reviews the employee still has to act on),
 * then one per open self review of each active cycle (src/lib/employee-prompts).
 */
export function pendingActionsFor<C extends CycleLike & { id: string; name?: string | null }>(
  cycles: readonly C[],
  tasks: readonly ReviewTask[],
  now: Date,
): PendingAction[] {
  return employeePendingActions(cycles, ownReviews(tasks), now, {
    selfReview: (cycleId: string | number) => paths.me.selfReview.getHref(cycleId),
    overdueReviews: paths.me.overdueReviews.getHref(),
  });
}

/** The employee's task in the current cycle (spec 01 §4: the first active cycle). */
export function currentReview<C extends CycleLike & { id: string }>(
  cycles: readonly C[],
  tasks: readonly ReviewTask[],
  now: Date,
): { cycle: C | undefined; task: ReviewTask | undefined } {
  const cycle = currentCycle(cycles, now);
  return { cycle, task: cycle ? ownReviews(tasks).find((t) => t.cycleId === cycle.id) : undefined };
}

/** A row of Recent Review History: an own review task, or a completed review known only from history. */
export type ReviewHistoryRow = Pick<
  ReviewTask,
  'id' | 'cycleName' | 'status' | 'dueDate' | 'rating' | 'overdue'
> & {
  /** Null for a review known only from the performance history. */
  type: ReviewTask['type'] | null;
};

/**
 * Recent Review History: the employee's own review tasks, then the completed reviews of their
 * performance history whose cycle has no task (reviews from before the cycle was run here), so the
 * list holds every review the Completed Reviews card counts (src/lib/completed-reviews). Newest first.
 */
export function reviewHistoryRows(
  own: readonly ReviewTask[],
  history: readonly PerformanceEntry[],
): ReviewHistoryRow[] {
  const withTask = new Set(own.map((t) => t.cycleId));
  const fromHistory = completedReviews(history)
    .filter((e) => !e.reviewCycle || !withTask.has(e.reviewCycle.id))
    .map((e): ReviewHistoryRow & { at: string } => ({
      id: e.id,
      cycleName: e.reviewCycle?.name ?? '—',
      type: null,
      status: 'completed',
      dueDate: e.reviewDate ?? e.date,
      rating: e.rating,
      overdue: false,
      at: e.reviewDate ?? e.date,
    }));
  const fromTasks = own.map((t) => ({ ...t, at: t.dueDate ?? '' }));
  return [...fromTasks, ...fromHistory]
    .sort((a, b) => b.at.localeCompare(a.at))
    .map(({ id, cycleName, type, status, dueDate, rating, overdue }) => ({
      id,
      cycleName,
      type,
      status,
      dueDate,
      rating,
      overdue,
    }));
}
