import {
  planDecision,
  submitterOf,
  type ApprovalCaller,
  type ApprovalChain,
} from '@/lib/approval-rules';
import { db } from '@mocks/db';
import type { ApprovalStep, Participant, Recommendation, User } from '@mocks/db/records';
import { approvalStepsOf, deciderOf, eventsOf } from './recommendation';

/** The caller as the approval rules name them. */
export const approvalCaller = (user: User): ApprovalCaller => ({
  employeeId: user.employeeId,
  userId: user.id,
  isAdmin: user.role === 'admin',
});

/**
 * Whether `step` is the one `user` may decide now on its recommendation (separation of duties and
 * order): what the pending-approval lists and counts of a non-admin hold.
 */
export function decidableNow(step: ApprovalStep, user: User): boolean {
  const recommendation = db.recommendations.find(step.recommendationId);
  const participant = recommendation && db.participants.find(recommendation.participantId);
  if (!recommendation || !participant) return false;
  const plan = planDecision(chainOf(recommendation, participant), approvalCaller(user));
  return plan.ok && plan.step.id === step.id;
}

/** A recommendation's chain for the approval rules: steps in order, its participant, its submitter. */
export function chainOf(
  recommendation: Recommendation,
  participant: Participant,
): ApprovalChain<ApprovalStep> {
  // Named as the history names actors: their employee id, else (no employee record) their user id.
  const submits = eventsOf(recommendation.id).map((e) => ({
    action: e.action,
    actorId: db.users.find(e.actorUserId)?.employeeId ?? e.actorUserId,
  }));
  return {
    steps: approvalStepsOf(recommendation.id).map((s) => ({
      ...s,
      approverId: s.approverEmployeeId,
      decidedById: deciderOf(s),
    })),
    participantEmployeeId: participant.employeeId,
    submitterId: submitterOf(submits),
  };
}
