import { normalizeDisplayStatus, type DisplayStatus } from './status';

type Id = string | number;

/** An approval decision: true approved, false rejected, unset not decided. */
export interface ApprovalStepLike {
  approverId?: Id | null;
  decision?: boolean | null;
}

export interface RecommendationLike {
  approvalSteps?: readonly ApprovalStepLike[] | null;
}

/** The participant fields the progress rules read. */
export interface ParticipantProgressLike {
  status?: string | null;
  workflowStepStatuses?: readonly { workflowStepInstanceId: Id; status?: string | null }[] | null;
  recommendations?: readonly RecommendationLike[] | null;
}

const isCompleted = (status: string | null | undefined) =>
  normalizeDisplayStatus(status) === 'Completed';
const percent = (part: number, whole: number) => (whole === 0 ? 0 : (part / whole) * 100);

function stepCompleted(participant: ParticipantProgressLike, stepId: Id): boolean {
  return (participant.workflowStepStatuses ?? []).some(
    (entry) => String(entry.workflowStepInstanceId) === String(stepId) && isCompleted(entry.status),
  );
}

/** Spec 02 §4: "Review-process step progress is the share of participants who completed that step" (0–100; 0 with no participants). */
export function stepProgress(stepId: Id, participants: readonly ParticipantProgressLike[]): number {
  return percent(participants.filter((p) => stepCompleted(p, stepId)).length, participants.length);
}

/** Spec 02 §4: "100 percent is Completed, and between 0 and 100 is In Progress"; 0 is Not Started. */
export function progressStatus(percentValue: number): DisplayStatus {
  if (percentValue >= 100) return 'Completed';
  return percentValue > 0 ? 'In Progress' : 'Not Started';
}

/**
 * Spec 02 §4: "The overall review process is Completed when all steps are complete, In Progress if any
 * progress exists, else Not Started." Also the approval process: "Completed when all approvers are at 100
 * percent, and In Progress when any is above 0". With no steps or approvers it is Not Started.
 */
export function processStatus(percents: readonly number[]): DisplayStatus {
  if (percents.length > 0 && percents.every((p) => p >= 100)) return 'Completed';
  return percents.some((p) => p > 0) ? 'In Progress' : 'Not Started';
}

/** A participant's recommendation that approvals are counted on: the first one (spec 02 §4). */
export function firstRecommendation(
  participant: ParticipantProgressLike,
): RecommendationLike | undefined {
  return participant.recommendations?.[0];
}

/**
 * Spec 02 §4: "Approval progress per approver is the approved count divided by the assigned count. Assigned
 * means the participants having a recommendation." Approved means the approver's decision on the
 * participant's first recommendation is true. Returns 0–100 (0 when nobody is assigned).
 */
export function approverProgress(
  approverId: Id,
  participants: readonly ParticipantProgressLike[],
): number {
  const assigned = participants
    .map(firstRecommendation)
    .filter((r): r is RecommendationLike => !!r);
  const approved = assigned.filter((r) =>
    (r.approvalSteps ?? []).some(
      (s) => String(s.approverId) === String(approverId) && s.decision === true,
    ),
  );
  return percent(approved.length, assigned.length);
}

/** Some approval and no rejection on a recommendation. */
export function isRecommendationApproved(recommendation: RecommendationLike | undefined): boolean {
  const steps = recommendation?.approvalSteps ?? [];
  return steps.some((s) => s.decision === true) && !steps.some((s) => s.decision === false);
}

function allStepsCompleted(participant: ParticipantProgressLike, stepIds?: readonly Id[]): boolean {
  if (stepIds) return stepIds.length > 0 && stepIds.every((id) => stepCompleted(participant, id));
  const statuses = participant.workflowStepStatuses ?? [];
  return statuses.length > 0 && statuses.every((s) => isCompleted(s.status));
}

/**
 * Spec 02 §4: "Admin dashboard overall status is Completed when every participant's first recommendation has
 * at least one approval and no rejection. It is In Progress when at least one participant has all its
 * workflow steps completed. Otherwise it is Not Started." Pass the review workflow's step ids to require
 * every step; without them a participant's own step statuses are used. No participants: Not Started.
 */
export function adminOverallStatus(
  participants: readonly ParticipantProgressLike[],
  stepIds?: readonly Id[],
): DisplayStatus {
  if (participants.length === 0) return 'Not Started';
  if (participants.every((p) => isRecommendationApproved(firstRecommendation(p))))
    return 'Completed';
  return participants.some((p) => allStepsCompleted(p, stepIds)) ? 'In Progress' : 'Not Started';
}

/**
 * The cycle's Completion card: participants whose display status is Completed divided by all participants,
 * as a percent rounded to 1 decimal; 0 when there are none.
 */
export function completionPercent(
  participants: readonly Pick<ParticipantProgressLike, 'status'>[],
): number {
  const done = participants.filter((p) => isCompleted(p.status)).length;
  return Math.round(percent(done, participants.length) * 10) / 10;
}

/** Spec 02 §9: "Completion card trend is up above 75 percent." */
export const COMPLETION_TREND_THRESHOLD = 75;

/** Spec 02 §9: trend up when the completion percent is above (not at) 75. */
export function completionTrendUp(percentValue: number): boolean {
  return percentValue > COMPLETION_TREND_THRESHOLD;
}
