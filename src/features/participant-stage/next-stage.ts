import { canEditParticipantStage, type StageParticipantLike } from '@/lib/permissions';

/** One stage of a participant's review workflow, in workflow order. */
export interface WorkflowStageLike {
  stageId: string;
  type: string | null | undefined;
}

export interface StageViewer {
  role: string | null | undefined;
  employeeId?: string | number | null;
}

export type StageDestination =
  { kind: 'stage'; stageId: string } | { kind: 'cycle' } | { kind: 'dashboard' };

export interface NextStageInput {
  viewer: StageViewer;
  participant: StageParticipantLike & { currentStageId?: string | null };
  /** The participant's stages in workflow order. */
  stages: readonly WorkflowStageLike[];
  submittedStageId: string;
}

/**
 * Spec 02 §2: "After a successful submit the flow moves to the current stage. Otherwise it moves to the
 * next later stage the user may act on, else back to the cycle (admin) or /dashboard." The current stage
 * counts when it is not the one just submitted and the user may act on it.
 */
export function nextStageAfterSubmit({
  viewer,
  participant,
  stages,
  submittedStageId,
}: NextStageInput): StageDestination {
  const mayAct = (stage: WorkflowStageLike) =>
    canEditParticipantStage(viewer, participant, stage.type);
  const current = stages.find((s) => s.stageId === participant.currentStageId);
  if (current && current.stageId !== submittedStageId && mayAct(current)) {
    return { kind: 'stage', stageId: current.stageId };
  }
  const submittedAt = stages.findIndex((s) => s.stageId === submittedStageId);
  const later = stages.slice(submittedAt + 1).find(mayAct);
  if (later) return { kind: 'stage', stageId: later.stageId };
  return viewer.role === 'admin' ? { kind: 'cycle' } : { kind: 'dashboard' };
}

/**
 * The stage a user lands on: the one asked for when it is the participant's; else the current stage
 * when the user may act on it; else the first stage they may act on (a manager opening a report
 * still in self review gets the manager review); else the current stage, read-only.
 */
export function initialStageId(
  viewer: StageViewer,
  participant: StageParticipantLike & { currentStageId?: string | null },
  stages: readonly WorkflowStageLike[],
  requested?: string | null,
): string | null {
  if (requested && stages.some((s) => s.stageId === requested)) return requested;
  const mayAct = (stage: WorkflowStageLike) =>
    canEditParticipantStage(viewer, participant, stage.type);
  const current = stages.find((s) => s.stageId === participant.currentStageId);
  if (current && mayAct(current)) return current.stageId;
  return stages.find(mayAct)?.stageId ?? current?.stageId ?? stages[0]?.stageId ?? null;
}
