import { isCycleActive, type CycleLike } from '@/lib/cycles';
import { isReviewTaskDone } from '@/lib/review-tasks';
import { isReviewTaskToDo, isReviewTaskWaiting } from '@/lib/reviews-to-do';
import type { ReviewTask } from '@/api/resources/dashboards';

export interface ReviewTaskGroups {
  /** Work the manager still has to do or approve, in active cycles. */
  todo: ReviewTask[];
  /** Manager reviews in active cycles still waiting for the employee's self review. */
  waiting: ReviewTask[];
  /** Finished work, newest cycle first. */
  completed: ReviewTask[];
}

/** Splits the caller's review tasks into what is to do now and what waits in active cycles, and what is done. */
export function groupReviewTasks(
  tasks: readonly ReviewTask[],
  cycles: readonly (CycleLike & { id: string })[],
  now: Date,
): ReviewTaskGroups {
  const active = new Set(cycles.filter((c) => isCycleActive(c, now)).map((c) => c.id));
  return {
    todo: tasks.filter((t) => active.has(t.cycleId) && isReviewTaskToDo(t)),
    waiting: tasks.filter((t) => active.has(t.cycleId) && isReviewTaskWaiting(t)),
    completed: tasks.filter((t) => isReviewTaskDone(t)),
  };
}

const KIND_WORDS: Record<ReviewTask['kind'], [string, string]> = {
  MANAGER: ['manager review', 'manager reviews'],
  APPROVAL: ['approval', 'approvals'],
  SELF: ['self review', 'self reviews'],
};

/** '4 manager reviews · 2 approvals': the work to do counted by kind, kinds without work left out. */
export function todoBreakdown(todo: readonly ReviewTask[]): string {
  return (['MANAGER', 'APPROVAL', 'SELF'] as const)
    .map((kind) => {
      const count = todo.filter((t) => t.kind === kind).length;
      return count ? `${count} ${KIND_WORDS[kind][count === 1 ? 0 : 1]}` : '';
    })
    .filter(Boolean)
    .join(' · ');
}
