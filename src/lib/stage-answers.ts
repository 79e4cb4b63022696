import { canEditParticipantStage, type StageParticipantLike } from './permissions';

/** The statuses of a stage that has been submitted (a draft or an unstarted stage has not). */
export const SUBMITTED_STAGE_STATUSES: readonly string[] = ['pending_approval', 'completed'];

export function isStageSubmitted(status: string | null | undefined): boolean {
  return status != null && SUBMITTED_STAGE_STATUSES.includes(status);
}

/**
 * Who reads a stage's answers (issue 20 §10): admins and whoever writes the stage (the employee
 * their self review, the manager the manager review) at any time; the participant's other reader
 * (the manager a self review, the employee the manager review) only once it is submitted, so a
 * draft stays the writer's until they send it.
 */
export function canSeeStageAnswers(
  viewer: { role: string | null | undefined; employeeId?: string | number | null },
  participant: StageParticipantLike,
  stageType: string | null | undefined,
  stageStatus: string | null | undefined,
): boolean {
  if (viewer.role === 'admin') return true;
  if (canEditParticipantStage(viewer, participant, stageType)) return true;
  return isStageSubmitted(stageStatus);
}
