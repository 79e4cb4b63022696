import { auditRecommendationEvent } from '@mocks/audit/events';
import {
  chainForSubmission,
  SUBMISSION_CHAIN_NOTES,
  submissionChainNote,
  type SubmissionChain,
} from '@/lib/approval-rules';
import { changeTotals, proposedSalary } from '@/lib/recommendations';
import { conflict } from '@mocks/http/errors';
import { db } from './store';
import type {
  CompensationChange,
  Participant,
  Recommendation,
  ReviewCycle,
  ReviewStage,
  User,
} from './records';
import { approverEmployeeId } from '@mocks/views/cycle';
import { workflowOf, salaryOf } from '@mocks/views/participant';
import {
  actorName,
  approvalStepsOf,
  employeeName,
  recommendationsOf,
  recommendationValuesOf as valuesOf,
} from '@mocks/views/recommendation';
import { restartApprovalChain } from './approval-chain';
import { settleApprovedPay } from './approved-pay';
import { levelSubmittedFrom } from './promotion-level';

/**
 * An admin of the organization who may approve as the second person of a chain (neither the
 * submitter nor the participant); the same one every time (the first by id).
 */
function fallbackApprover(
  organizationId: string,
  exclude: readonly (string | null)[],
): string | null {
  const admin = db.users
    .lookup('organizationId', organizationId)
    .filter((u) => u.role === 'admin' && u.employeeId && !exclude.includes(u.employeeId))
    .sort((a, b) => a.id.localeCompare(b.id))[0];
  return admin?.employeeId ?? null;
}

/**
 * The approval chain a submission by `user` starts (src/lib/approval-rules chainForSubmission):
 * the participant's manager when the stage requires manager approval (spec 02 §6 canApprove), then
 * the employee of each user step of the cycle's approval workflow; the submitter's own step counts
 * as decided or is skipped, and a second person always decides.
 */
export function submissionChainOf(
  cycle: ReviewCycle,
  participant: Participant,
  stage: ReviewStage,
  user: User,
): SubmissionChain {
  const submitterId = user.employeeId ?? null;
  return chainForSubmission({
    managerApproverId: stage.requiresManagerApproval ? participant.managerId : null,
    templateApproverIds: workflowOf(cycle.id, 'approval').steps.map(approverEmployeeId),
    participantEmployeeId: participant.employeeId,
    submitterId,
    fallbackApproverId: fallbackApprover(cycle.organizationId, [
      submitterId,
      participant.employeeId,
    ]),
  });
}

/** Refuses (409) a submission whose chain would have nobody but the submitter to decide. */
export function assertSubmittable(
  cycle: ReviewCycle,
  participant: Participant,
  stage: ReviewStage,
  user: User,
): void {
  if (!submissionChainOf(cycle, participant, stage, user).ok)
    throw conflict(SUBMISSION_CHAIN_NOTES.noSecondApprover);
}

/**
 * Deletes the participant's recommendations with their approval steps and history; an approved
 * one among them no longer holds, so its pay and a promotion's level go back (audited as
 * `actor`'s).
 */
export function removeRecommendations(participantId: string, actor: User, now: string): void {
  for (const recommendation of recommendationsOf(participantId)) {
    settleApprovedPay(recommendation, { ...recommendation, status: 'draft' }, actor, now);
    db.approvalSteps.removeWhere((s) => s.recommendationId === recommendation.id);
    db.recommendationEvents.removeWhere((e) => e.recommendationId === recommendation.id);
    db.recommendations.remove(recommendation.id);
  }
}

export interface Submission {
  user: User;
  cycle: ReviewCycle;
  participant: Participant;
  stage: ReviewStage;
  changes: readonly CompensationChange[];
  notes: string;
  /** The promotion; absent: none. */
  promotion?: { newLevelId: string | null; justification: string | null };
}

/**
 * A submitted compensation recommendation: the participant's recommendation is created or updated
 * (current salary from the compensation history; the increase is the salary rows' change; the
 * bonus the bonus rows' proposed values; a promotion's level and the level it is from), its
 * approval starts over with one undecided step per approver, and a 'submit' event is recorded
 * (then an approvals_restarted one when the previous chain had decisions).
 */
export function submitRecommendation(submission: Submission, now: string): Recommendation {
  const { user, cycle, participant, stage, changes, notes, promotion } = submission;
  const { amount, currency } = salaryOf(participant.employeeId, participant.cycleId);
  const currentSalary = amount ?? 0;
  const { increase, bonus } = changeTotals(changes, currentSalary);
  const existing = recommendationsOf(participant.id)[0];
  const newLevelId = promotion?.newLevelId ?? null;
  const values = {
    currentSalary,
    proposedIncrease: increase,
    proposedSalary: proposedSalary(currentSalary, increase),
    proposedBonus: bonus,
    currency,
    notes,
    status: 'pending_approval' as const,
    newLevelId,
    currentLevelId: levelSubmittedFrom(existing, db.employees.find(participant.employeeId)),
    promotionJustification: newLevelId ? (promotion?.justification ?? null) : null,
    updatedAt: now,
  };
  const before = existing ? valuesOf(existing) : null;
  const priorSteps = existing ? approvalStepsOf(existing.id) : [];
  const recommendation = existing
    ? (db.recommendations.update(existing.id, values) ?? existing)
    : db.recommendations.insert({
        organizationId: cycle.organizationId,
        cycleId: cycle.id,
        participantId: participant.id,
        createdAt: now,
        ...values,
      });
  db.approvalSteps.removeWhere((s) => s.recommendationId === recommendation.id);
  const chain = submissionChainOf(cycle, participant, stage, user);
  if (!chain.ok) throw conflict(SUBMISSION_CHAIN_NOTES.noSecondApprover);
  const submitterNote = SUBMISSION_CHAIN_NOTES.bySubmission(actorName(user));
  chain.steps.forEach((step, i) =>
    db.approvalSteps.insert({
      recommendationId: recommendation.id,
      approverEmployeeId: String(step.approverId),
      order: i + 1,
      decision: step.bySubmission ? true : null,
      reason: null,
      comments: step.bySubmission ? submitterNote : null,
      decidedAt: step.bySubmission ? now : null,
    }),
  );
  const event = {
    action: 'submit' as const,
    actorName: actorName(user),
    before,
    after: valuesOf(recommendation),
  };
  db.recommendationEvents.insert({
    recommendationId: recommendation.id,
    actorUserId: user.id,
    reason: null,
    comments: submissionChainNote(chain, {
      submitter: actorName(user),
      manager: participant.managerId ? employeeName(participant.managerId) : null,
      nameOf: (id) => employeeName(String(id)),
    }),
    at: now,
    ...event,
  });
  auditRecommendationEvent(user, recommendation, event);
  // A resubmission starts a new chain; when the old one had decisions, the history says why.
  if (existing) {
    restartApprovalChain({
      user,
      before: existing,
      cause: 'resubmission',
      now,
      always: true,
      priorSteps,
    });
  }
  return recommendation;
}
