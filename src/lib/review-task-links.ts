import { isReviewTaskToDo } from './reviews-to-do';
import type { ReviewTask } from '@/api/schema-types.gen';

type TaskRef = Pick<ReviewTask, 'kind' | 'cycleId' | 'participantId' | 'stageId'>;

/** The app's pages a task link can open (the app's URLs live in src/config; this file picks one). */
export interface ReviewTaskLinks {
  selfReview: (cycleId: string) => string;
  cycle: (cycleId: string) => string;
  participant: (cycleId: string, participantId: string) => string;
}

/** Where a task is done: the own self review page, the cycle's approval table, else the participant's stage screen. */
export function reviewTaskHref(task: TaskRef, links: ReviewTaskLinks): string {
  if (task.kind === 'SELF') return links.selfReview(task.cycleId);
  if (task.kind === 'APPROVAL') return links.cycle(task.cycleId);
  const stage = links.participant(task.cycleId, task.participantId);
  return task.stageId ? `${stage}?stage=${encodeURIComponent(task.stageId)}` : stage;
}

/**
 * Where a reminder about a cycle takes its reader: the one review or approval they still have to
 * do in that cycle; when there are several (or they are not known yet, or all done), the cycle's
 * page, which lists them (its approval table for a manager). Null without a cycle.
 */
export function reminderHref(
  cycleId: string | null,
  tasks: readonly (TaskRef & Pick<ReviewTask, 'status'>)[] | undefined,
  links: ReviewTaskLinks,
): string | null {
  if (!cycleId) return null;
  const open = (tasks ?? []).filter((t) => t.cycleId === cycleId && isReviewTaskToDo(t));
  const kinds = new Set(open.map((t) => t.kind));
  // One task, or only approvals (they are all on the cycle's approval table).
  if (open.length === 1 || (open.length > 1 && kinds.size === 1 && kinds.has('APPROVAL')))
    return reviewTaskHref(open[0]!, links);
  return links.cycle(cycleId);
}
