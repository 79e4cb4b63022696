import { isCycleActive, type CycleLike } from './cycles';
import { toDateKey } from './dates';
import { formatDay } from './day-format';
import { isReviewTaskDone, type ReviewTaskLike } from './review-tasks';
import { isReviewTaskToDo } from './reviews-to-do';
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

/** An own review task as GET /api/me/reviews lists it: the fields the self-review prompts read. */
export interface OwnReviewTaskLike extends ReviewTaskLike {
  cycleId: Id;
  cycleName?: string | null;
}

/**
 * Spec 01 §9's self-review prompt ("when there is an active cycle and no SELF review for it"), once
 * per active cycle: one prompt for each self review the employee still has to do (not submitted,
 * not waiting for an earlier stage) in a cycle that is active, with its due date, the soonest due
 * first. An employee in two running cycles is prompted for both, not only the newest.
 */
export function selfReviewPrompts<C extends CycleLike & { id: Id; name?: string | null }>(
  cycles: readonly C[],
  tasks: readonly OwnReviewTaskLike[],
  now: Date,
  links: EmployeePromptLinks,
): PendingAction[] {
  const active = new Map(
    cycles.filter((c) => isCycleActive(c, now)).map((c) => [String(c.id), c] as const),
  );
  return tasks
    .filter((t) => t.kind?.toUpperCase() === 'SELF' && isReviewTaskToDo(t))
    .filter((t) => active.has(String(t.cycleId)))
    .sort((a, b) => (toDateKey(a.dueDate) ?? '9999').localeCompare(toDateKey(b.dueDate) ?? '9999'))
    .map((task) => {
      const name = task.cycleName ?? active.get(String(task.cycleId))?.name;
      const due = toDateKey(task.dueDate);
      return {
        id: `self-review-${task.cycleId}`,
        kind: 'self-review' as const,
        title: 'Complete Self-Review',
        message:
          `Your self-review for ${name ?? 'the current review cycle'} is waiting for you.` +
          (due ? ` Due ${formatDay(due)}.` : ''),
        href: links.selfReview(task.cycleId),
        priority: 'medium' as const,
      };
    });
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

/** The employee dashboard's Pending Actions, most urgent first: overdue, then each self review. */
export function employeePendingActions<C extends CycleLike & { id: Id; name?: string | null }>(
  cycles: readonly C[],
  tasks: readonly OwnReviewTaskLike[],
  now: Date,
  links: EmployeePromptLinks,
): PendingAction[] {
  const open = tasks.filter((t) => !isReviewTaskDone(t));
  const overdue = overduePrompt(open, now, links);
  return [...(overdue ? [overdue] : []), ...selfReviewPrompts(cycles, tasks, now, links)];
}
