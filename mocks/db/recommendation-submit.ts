import { auditRecommendationEvent } from '@mocks/audit/events';
import { changeTotals, proposedSalary } from '@/lib/recommendations';
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
  recommendationsOf,
  recommendationValuesOf as valuesOf,
} from '@mocks/views/recommendation';
import { restartApprovalChain } from './approval-chain';
import { levelSubmittedFrom, settlePromotion } from './promotion-level';

/**
 * Who approves a participant's recommendation, in order, each once and never the participant: their
 * manager when the stage requires manager approval (spec 02 §6 canApprove), then the employee of
 * each user step of the cycle's approval workflow.
 */
export function approverIdsFor(
  cycle: ReviewCycle,
  participant: Participant,
  stage: ReviewStage,
): string[] {
  const chain = workflowOf(cycle.id, 'approval').steps.map(approverEmployeeId);
  const first = stage.requiresManagerApproval ? [participant.managerId] : [];
  const seen = new Set<string>([participant.employeeId]);
  return [...first, ...chain].filter((id): id is string => !!id && !seen.has(id) && !!seen.add(id));
}

/**
 * Deletes the participant's recommendations with their approval steps and history; an approved
 * promotion among them no longer holds, so its employee goes back to their level (audited as
 * `actor`'s).
 */
export function removeRecommendations(participantId: string, actor: User, now: string): void {
  for (const recommendation of recommendationsOf(participantId)) {
    settlePromotion(recommendation, { ...recommendation, status: 'draft' }, actor, now);
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
  /** The promotion (issue 23); absent: none. */
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
  const { amount, currency } = salaryOf(participant.employeeId);
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
  approverIdsFor(cycle, participant, stage).forEach((approverEmployeeId, i) =>
    db.approvalSteps.insert({
      recommendationId: recommendation.id,
      approverEmployeeId,
      order: i + 1,
      decision: null,
      reason: null,
      comments: null,
      decidedAt: null,
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
    comments: null,
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
