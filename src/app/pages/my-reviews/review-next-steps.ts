import { daysBetween } from '@/lib/dates';
import { isCycleActive, type CycleLike } from '@/lib/cycles';
import { isReviewTaskDone } from '@/lib/review-tasks';
import { paths } from '@/config/paths';
import type { ReviewTask } from '@/api/resources/dashboards';

/** Where a task is done: the self review page, or the participant's stage screen. */
export function taskHref(
  task: Pick<ReviewTask, 'kind' | 'cycleId' | 'participantId' | 'stageId'>,
): string {
  if (task.kind === 'SELF') return paths.me.selfReview.getHref(task.cycleId);
  const stage = paths.reviewCycleParticipant.getHref(task.cycleId, task.participantId);
  return task.stageId ? `${stage}?stage=${encodeURIComponent(task.stageId)}` : stage;
}

/** What to do next on an overdue task, and the button that does it. */
export function nextStep(task: ReviewTask): { text: string; action: string } {
  if (task.kind === 'SELF') {
    return { text: 'Complete and submit your self-review.', action: 'Complete Self-Review' };
  }
  if (task.kind === 'MANAGER') {
    return { text: `Submit the manager review for ${task.employeeName}.`, action: 'Open Review' };
  }
  return {
    text: `Approve or reject the compensation recommendation for ${task.employeeName}.`,
    action: 'Open Review',
  };
}

/** Whole days since the due date (0 on the day after it is 1). */
export function daysOverdue(task: Pick<ReviewTask, 'dueDate'>, now: Date): number {
  return task.dueDate ? Math.max(0, daysBetween(task.dueDate, now)) : 0;
}

/** The caller's self reviews in active cycles that still need them (newest cycle first). */
export function openSelfReviews(
  tasks: readonly ReviewTask[],
  cycles: readonly (CycleLike & { id: string })[],
  now: Date,
): ReviewTask[] {
  const active = new Set(cycles.filter((c) => isCycleActive(c, now)).map((c) => c.id));
  return tasks.filter((t) => t.kind === 'SELF' && active.has(t.cycleId) && !isReviewTaskDone(t));
}
