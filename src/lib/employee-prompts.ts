import { currentCycle, type CycleLike } from './cycles';
import { toDateKey } from './dates';
import { normalizeDisplayStatus } from './status';

type Id = string | number;

/** A review history item as the employee dashboard reads it (spec 01 §3). */
export interface ReviewHistoryItemLike {
  cycleId?: Id | null;
  type?: string | null;
  dueDate?: string | null;
  status?: string | null;
}

/** Spec 01 §4: "Alert priorities for pending actions: high, medium, low." */
export type PendingActionPriority = 'high' | 'medium' | 'low';

export interface PendingAction {
  id: string;
  kind: 'self-review' | 'overdue';
  title: string;
  message: string;
  href: string;
  priority: PendingActionPriority;
}

/** The app's pages the prompts link to (the app's URLs live in src/config). */
export interface EmployeePromptLinks {
  selfReview: (cycleId: Id) => string;
  overdueReviews: string;
}

/** Whether the history holds a SELF review (type compared case-insensitively) for the cycle. */
export function hasSelfReview(reviews: readonly ReviewHistoryItemLike[], cycleId: Id): boolean {
  return reviews.some(
    (r) =>
      r.type?.toUpperCase() === 'SELF' &&
      r.cycleId != null &&
      String(r.cycleId) === String(cycleId),
  );
}

/**
 * Spec 01 §9: "self-review prompt when there is an active cycle and no SELF review for it". The active
 * cycle is the current one (the first active cycle).
 */
export function selfReviewPrompt<C extends CycleLike & { id: Id; name?: string | null }>(
  cycles: readonly C[],
  reviews: readonly ReviewHistoryItemLike[],
  now: Date,
  links: EmployeePromptLinks,
): PendingAction | null {
  const cycle = currentCycle(cycles, now);
  if (!cycle || hasSelfReview(reviews, cycle.id)) return null;
  return {
    id: `self-review-${cycle.id}`,
    kind: 'self-review',
    title: 'Complete Self-Review',
    message: `Your self-review for ${cycle.name ?? 'the current review cycle'} is waiting for you.`,
    href: links.selfReview(cycle.id),
    priority: 'medium',
  };
}

/** Spec 01 §9: reviews with "a past dueDate and status other than completed" (display status, so approved counts as done). */
export function overdueReviews<R extends ReviewHistoryItemLike>(
  reviews: readonly R[],
  now: Date,
): R[] {
  const today = toDateKey(now);
  return reviews.filter((r) => {
    const due = toDateKey(r.dueDate);
    return !!today && !!due && due < today && normalizeDisplayStatus(r.status) !== 'Completed';
  });
}

/** Spec 01 §9: the "overdue prompt when reviews have a past dueDate and status other than completed". */
export function overduePrompt(
  reviews: readonly ReviewHistoryItemLike[],
  now: Date,
  links: EmployeePromptLinks,
): PendingAction | null {
  const count = overdueReviews(reviews, now).length;
  if (count === 0) return null;
  return {
    id: 'overdue-reviews',
    kind: 'overdue',
    title: 'Overdue Reviews',
    message: `You have ${count} overdue ${count === 1 ? 'review' : 'reviews'}.`,
    href: links.overdueReviews,
    priority: 'high',
  };
}

/** The employee dashboard's Pending Actions, most urgent first. */
export function employeePendingActions<C extends CycleLike & { id: Id; name?: string | null }>(
  cycles: readonly C[],
  reviews: readonly ReviewHistoryItemLike[],
  now: Date,
  links: EmployeePromptLinks,
): PendingAction[] {
  return [overduePrompt(reviews, now, links), selfReviewPrompt(cycles, reviews, now, links)].filter(
    (action): action is PendingAction => action !== null,
  );
}
