import {
  amountChanged,
  hasDecisions,
  restartComment,
  SUBMISSION_CHAIN_NOTES,
  type RestartCause,
} from '@/lib/approval-rules';
import {
  afterRecommendation,
  isReturnedToManager,
  recommendationStatusOf,
} from '@/lib/after-decision';
import { recordAudit } from '@mocks/audit/record';
import { settleApprovedPay } from './approved-pay';
import { db } from './store';
import type { ApprovalStep, Participant, Recommendation, User } from './records';
import {
  actorName,
  approvalStepsOf,
  employeeName,
  recommendationValuesOf as valuesOf,
} from '@mocks/views/recommendation';

/**
 * After a decision or a restart: any rejection → rejected; every step approved → approved;
 * otherwise pending approval (the approval's pay and a promotion's level apply with it: settleApprovedPay). The participant and the manager review follow
 * (src/lib/after-decision): approved → completed; rejected → back with the manager (participant
 * in progress, manager review a draft to resubmit); pending → pending approval.
 */
export function settleRecommendation(
  recommendation: Recommendation,
  participant: Participant,
  now: string,
  actor: User,
  /** The recommendation before a change of its values (a restart), else as stored. */
  previous: Recommendation | undefined = db.recommendations.find(recommendation.id),
): void {
  const status = recommendationStatusOf(approvalStepsOf(recommendation.id));
  // An undone rejection brings back the review it had sent to the manager.
  const wasReturned = isReturnedToManager(db.recommendations.find(recommendation.id)?.status);
  const settled = db.recommendations.update(recommendation.id, { status, updatedAt: now });
  if (settled) settleApprovedPay(previous, settled, actor, now);
  const after = afterRecommendation(status);
  db.participants.update(participant.id, { status: after.participant, updatedAt: now });
  for (const instance of db.stageInstances.lookup('participantId', participant.id)) {
    const stage = db.reviewStages.find(instance.stageId);
    if (stage?.type !== 'manager_review' || instance.status === 'not_started') continue;
    // A draft of the manager's own is theirs; only a returned review's draft is restored.
    if (instance.status === 'draft' && !wasReturned) continue;
    db.stageInstances.update(instance.id, { status: after.managerReview, updatedAt: now });
  }
}

/** The employee who last submitted the recommendation; null when unknown or not an employee. */
function submitterEmployeeOf(recommendationId: string): string | null {
  const submit = db.recommendationEvents
    .lookup('recommendationId', recommendationId)
    .filter((e) => e.action === 'submit')
    .sort((a, b) => a.at.localeCompare(b.at))
    .at(-1);
  return (submit && db.users.find(submit.actorUserId)?.employeeId) ?? null;
}

export interface ChainRestart {
  user: User;
  /** The recommendation as it was before the change (amounts and status). */
  before: Recommendation;
  cause: RestartCause;
  now: string;
  /**
   * Whether the chain restarts even with the same amounts (a resubmission, which always starts a
   * new chain; its steps are replaced by the caller).
   */
  always?: boolean;
  /** The steps before the change, when the caller already replaced them (a resubmission). */
  priorSteps?: readonly ApprovalStep[];
}

/**
 * Restarts the approval chain of a recommendation whose amount changed: when the
 * chain held a decision, every step is cleared, an approvals_restarted event says who and why,
 * an audit entry records it, and the recommendation, participant and manager review go back to
 * pending approval. Returns whether it restarted. Call after storing the new amounts.
 */
export function restartApprovalChain(input: ChainRestart): boolean {
  const { user, before, cause, now, always } = input;
  const recommendation = db.recommendations.find(before.id);
  const participant = recommendation && db.participants.find(recommendation.participantId);
  if (!recommendation || !participant) return false;
  const steps = approvalStepsOf(recommendation.id);
  const prior = input.priorSteps ?? steps;
  // The submitter's own step was decided by their submission, not by an approver.
  const submitter = submitterEmployeeOf(recommendation.id);
  const approverDecided = prior.filter((s) => s.approverEmployeeId !== submitter);
  const decided = hasDecisions(approverDecided) || ['approved', 'rejected'].includes(before.status);
  const changed = amountChanged(before, recommendation);
  if (!decided || (!changed && !always)) return false;
  // A resubmission's chain is new already. Otherwise every decision is cleared but the
  // submitter's own step, which their submission decided (they may never decide it themselves).
  for (const step of input.priorSteps ? [] : steps) {
    const bySubmission = submitter !== null && step.approverEmployeeId === submitter;
    db.approvalSteps.update(step.id, {
      decision: bySubmission ? true : null,
      reason: null,
      comments: bySubmission ? SUBMISSION_CHAIN_NOTES.bySubmission(employeeName(submitter)) : null,
      decidedAt: bySubmission ? now : null,
      decidedByUserId: null,
    });
  }
  const name = actorName(user);
  const comments = restartComment(name, cause, changed);
  db.recommendationEvents.insert({
    recommendationId: recommendation.id,
    action: 'approvals_restarted',
    actorUserId: user.id,
    actorName: name,
    reason: null,
    comments,
    before: valuesOf(before),
    after: valuesOf(recommendation),
    at: now,
  });
  settleRecommendation(recommendation, participant, now, user, before);
  const amounts = (r: Recommendation) => ({
    proposedIncrease: r.proposedIncrease,
    proposedSalary: r.proposedSalary,
    proposedBonus: r.proposedBonus,
  });
  recordAudit({
    actor: user,
    organizationId: recommendation.organizationId,
    action: 'approvals_restarted',
    entityType: 'recommendation',
    entityId: recommendation.id,
    employeeId: participant.employeeId,
    summary: `Approvals of the recommendation for ${employeeName(participant.employeeId) || 'an employee'} restarted`,
    before: {
      status: before.status,
      approvals: prior.filter((s) => s.decision !== null).length,
      ...amounts(before),
    },
    after: { status: 'pending_approval', approvals: 0, ...amounts(recommendation) },
    reason: comments,
  });
  return true;
}
