import type { components } from '@/api/schema';
import { paths } from '@/config/paths';
import { isReviewTaskToDo } from './reviews-to-do';

type ReviewTask = components['schemas']['ReviewTask'];
type TaskRef = Pick<ReviewTask, 'kind' | 'cycleId' | 'participantId' | 'stageId'>;

/** Where a task is done: the own self review page, the cycle's approval table, else the participant's stage screen. */
export function reviewTaskHref(task: TaskRef): string {
  if (task.kind === 'SELF') return paths.me.selfReview.getHref(task.cycleId);
  if (task.kind === 'APPROVAL') return paths.reviewCycle.getHref(task.cycleId);
  const stage = paths.reviewCycleParticipant.getHref(task.cycleId, task.participantId);
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
): string | null {
  if (!cycleId) return null;
  const open = (tasks ?? []).filter((t) => t.cycleId === cycleId && isReviewTaskToDo(t));
  const kinds = new Set(open.map((t) => t.kind));
  // One task, or only approvals (they are all on the cycle's approval table).
  if (open.length === 1 || (open.length > 1 && kinds.size === 1 && kinds.has('APPROVAL')))
    return reviewTaskHref(open[0]!);
  return paths.reviewCycle.getHref(cycleId);
}
