import { paths } from '@/config/paths';
import type { ReviewTask } from './api/review-tasks';

/** What a task asks of the manager, as a short label. */
export const TASK_KIND_LABELS: Record<ReviewTask['kind'], string> = {
  SELF: 'Self Review',
  MANAGER: 'Manager Review',
  APPROVAL: 'Approval',
};

/** Where a task is done: the own self review page, the cycle's approval table, else the participant's stage screen. */
export function reviewTaskHref(
  task: Pick<ReviewTask, 'kind' | 'cycleId' | 'participantId' | 'stageId'>,
): string {
  if (task.kind === 'SELF') return paths.me.selfReview.getHref(task.cycleId);
  if (task.kind === 'APPROVAL') return paths.admin.reviewCycle.getHref(task.cycleId);
  const stage = paths.admin.reviewCycleParticipant.getHref(task.cycleId, task.participantId);
  return task.stageId ? `${stage}?stage=${encodeURIComponent(task.stageId)}` : stage;
}
