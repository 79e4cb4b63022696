import { isReviewTaskDone, type ReviewTaskLike } from './review-tasks';
import { statusKey } from './status';

/**
 * What a review "to do" is, one rule for every screen and the mock.
 *
 * A participant's review stages are done in the order of the cycle's review workflow; a stage is
 * submitted once it waits for approval or is completed (spec 02 §2: Submit for Approval saves
 * pending_approval). A stage is to do for its author (the employee for a self review, the manager
 * for a manager review) when it is not submitted and every earlier stage is: a manager review
 * whose employee has not submitted their self review is not to do yet, it waits for the employee.
 * The participant's current stage is the first stage not submitted, so a stage is to do exactly
 * when it is the current stage and not submitted.
 */

/** A stage that waits for approval or is completed has been submitted by its author. */
export function isStageSubmitted(status: string | null | undefined): boolean {
  const key = statusKey(status);
  return key === 'pending approval' || key === 'completed';
}

/** Where a stage stands for its author. */
export type StageProgress = 'submitted' | 'to_do' | 'waiting';

/**
 * Where the stage at `index` of a workflow's stages (in order) stands: submitted; to do (not
 * submitted, every earlier stage submitted); or waiting for an earlier stage.
 */
export function stageProgress(
  statuses: readonly (string | null | undefined)[],
  index: number,
): StageProgress {
  if (isStageSubmitted(statuses[index])) return 'submitted';
  return statuses.slice(0, index).every(isStageSubmitted) ? 'to_do' : 'waiting';
}

/** A participant row's fields the manager-review rule reads (ParticipantRow). */
export interface ParticipantStagesLike {
  currentStage?: { id: string; type: string } | null;
  workflowStepStatuses?: readonly { stageId?: string | null; status?: string | null }[] | null;
  status?: string | null;
}

/**
 * Where a participant's manager review stands for their manager, from the participant's row:
 * to do when the current stage is the manager review and it is not submitted; submitted once it
 * waits for approval or is completed; otherwise waiting for an earlier stage (the self review).
 */
export function managerReviewProgress(row: ParticipantStagesLike): StageProgress {
  const statuses = row.workflowStepStatuses ?? [];
  if (row.currentStage?.type === 'manager_review') {
    const current = statuses.find((s) => s.stageId === row.currentStage?.id);
    return isStageSubmitted(current?.status ?? row.status) ? 'submitted' : 'to_do';
  }
  return isStageSubmitted(row.status) ? 'submitted' : 'waiting';
}

/** A task the caller has to do now: not done, and not waiting for an earlier stage. */
export function isReviewTaskToDo(task: ReviewTaskLike): boolean {
  return !isReviewTaskDone(task) && task.ready !== false;
}

/** A task that is not done but waits for someone else's earlier stage (a self review). */
export function isReviewTaskWaiting(task: ReviewTaskLike): boolean {
  return !isReviewTaskDone(task) && task.ready === false;
}
