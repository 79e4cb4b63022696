import { toDateKey } from './dates';
import { statusKey } from './status';

/** A review task as GET /api/me/reviews returns it (the fields these rules read). */
export interface ReviewTaskLike {
  kind?: string | null;
  status?: string | null;
  dueDate?: string | null;
  /** False while it waits for an earlier stage (contract: ReviewTask.ready). */
  ready?: boolean | null;
}

const FINAL_STATUSES = ['completed', 'approved', 'rejected', 'done', 'finished'];

/**
 * Whether the caller has nothing left to do on a task: a decision was made or the stage is complete,
 * or (SELF and MANAGER stages) it was submitted and now waits for approval, which is someone else's step.
 */
export function isReviewTaskDone(task: ReviewTaskLike): boolean {
  const status = statusKey(task.status);
  if (FINAL_STATUSES.includes(status)) return true;
  return task.kind !== 'APPROVAL' && status === 'pending approval';
}

/**
 * A task whose due date (the cycle's end date) has passed while the caller still has to act: not
 * done, and not waiting for an earlier stage (whoever owes that stage is the one overdue).
 */
export function isReviewTaskOverdue(task: ReviewTaskLike, now: Date): boolean {
  const today = toDateKey(now);
  const due = toDateKey(task.dueDate);
  return !!today && !!due && due < today && !isReviewTaskDone(task) && task.ready !== false;
}
