import {
  isEligibleForApproval,
  proposedSalary as salaryAfter,
  editRecommendationErrors,
  rejectionErrors,
} from '@/lib/recommendations';
import { auditRecommendationEvent } from '@mocks/audit/events';
import { db } from '@mocks/db';
import type {
  ApprovalStep,
  Participant,
  Recommendation,
  RecommendationEvent,
  RecommendationValues,
  User,
} from '@mocks/db/records';
import { badRequest, conflict, forbidden, notFound, type ErrorDetail } from '@mocks/http/errors';
import { ANY_ROLE, defineRoute, scopeToOrg } from '@mocks/http/route';
import {
  actorName,
  approvalStepsOf,
  employeeName,
  toRecommendationDto,
} from '@mocks/views/recommendation';
import { assertVersion, okVersioned, versionOf } from '@mocks/http/versions';

/** The 409 texts of the recommendation actions (contract). */
export const RECOMMENDATION_CONFLICTS = {
  notAwaiting: 'Recommendation is not awaiting approval',
  alreadyDecided: 'You have already decided on this recommendation',
  nothingToUndo: 'There is no decision to undo',
} as const;

export interface Target {
  participant: Participant;
  recommendation: Recommendation;
  steps: ApprovalStep[];
}

function findTarget(
  user: User,
  params: { cycleId: string; participantId: string; recId: string },
): Target {
  const cycle = scopeToOrg(db.reviewCycles.find(params.cycleId), user, 'Review cycle');
  const participant = db.participants.find(params.participantId);
  if (!participant || participant.cycleId !== cycle.id) throw notFound('Participant');
  const recommendation = db.recommendations.find(params.recId);
  if (!recommendation || recommendation.participantId !== participant.id)
    throw notFound('Recommendation');
  const steps = approvalStepsOf(recommendation.id);
  const own = steps.some((s) => s.approverEmployeeId === user.employeeId);
  // Someone who is not an approver must not learn more than that they may not act.
  if (user.role !== 'admin' && !own) throw forbidden();
  if (!isEligibleForApproval(participant.status) || recommendation.status === 'draft') {
    throw conflict(RECOMMENDATION_CONFLICTS.notAwaiting);
  }
  return { participant, recommendation, steps };
}

/** The caller's own approval step (found by their employee id). */
const ownStep = (steps: ApprovalStep[], user: User) =>
  user.employeeId ? steps.find((s) => s.approverEmployeeId === user.employeeId) : undefined;

/**
 * The step a decision is recorded on: the caller's own; an admin who is not an approver decides
 * the first step still awaiting a decision (and the history says for whom).
 */
function decisionStep(
  steps: ApprovalStep[],
  user: User,
): { step: ApprovalStep; onBehalf: boolean } {
  const own = ownStep(steps, user);
  if (own) {
    if (own.decision !== null) throw conflict(RECOMMENDATION_CONFLICTS.alreadyDecided);
    return { step: own, onBehalf: false };
  }
  const pending = steps.find((s) => s.decision === null);
  if (!pending) throw conflict(RECOMMENDATION_CONFLICTS.alreadyDecided);
  return { step: pending, onBehalf: true };
}

function actorLabel(user: User, step: ApprovalStep, onBehalf: boolean): string {
  const name = actorName(user);
  return onBehalf ? `${name} (admin, on behalf of ${employeeName(step.approverEmployeeId)})` : name;
}

const valuesOf = (r: Recommendation): RecommendationValues => ({
  proposedIncrease: r.proposedIncrease,
  proposedSalary: r.proposedSalary,
  notes: r.notes || null,
});

function record(
  recommendation: Recommendation,
  user: User,
  event: Pick<RecommendationEvent, 'action' | 'actorName'> & Partial<RecommendationEvent>,
  now: string,
): void {
  db.recommendationEvents.insert({
    recommendationId: recommendation.id,
    actorUserId: user.id,
    reason: null,
    comments: null,
    before: null,
    after: null,
    at: now,
    ...event,
  });
  auditRecommendationEvent(
    user,
    db.recommendations.find(recommendation.id) ?? recommendation,
    event,
  );
}

/**
 * After a decision: any rejection → rejected; every step approved → approved, the participant
 * completed and the manager review stage completed; otherwise still pending approval.
 */
function settle(target: Target, now: string): void {
  const steps = approvalStepsOf(target.recommendation.id);
  const status = steps.some((s) => s.decision === false)
    ? 'rejected'
    : steps.length > 0 && steps.every((s) => s.decision === true)
      ? 'approved'
      : 'pending_approval';
  db.recommendations.update(target.recommendation.id, { status, updatedAt: now });
  const done = status === 'approved';
  db.participants.update(target.participant.id, {
    status: done ? 'completed' : 'pending_approval',
    updatedAt: now,
  });
  for (const instance of db.stageInstances.lookup('participantId', target.participant.id)) {
    const stage = db.reviewStages.find(instance.stageId);
    if (
      stage?.type !== 'manager_review' ||
      instance.status === 'not_started' ||
      instance.status === 'draft'
    )
      continue;
    db.stageInstances.update(instance.id, {
      status: done ? 'completed' : 'pending_approval',
      updatedAt: now,
    });
  }
}

/**
 * One approval: the caller's step (an admin's on behalf of the first undecided one) is approved,
 * an approve event recorded and the recommendation settled. Throws the 403/404/409 of the action.
 * The single approve and bulk approve (once per recommendation) both record through here.
 */
export function approveOne(
  user: User,
  params: { cycleId: string; participantId: string; recId: string },
  comments: string | null,
  stamp: string,
): Target {
  const target = findTarget(user, params);
  const { step, onBehalf } = decisionStep(target.steps, user);
  db.approvalSteps.update(step.id, { decision: true, reason: null, comments, decidedAt: stamp });
  record(
    target.recommendation,
    user,
    { action: 'approve', actorName: actorLabel(user, step, onBehalf), comments },
    stamp,
  );
  settle(target, stamp);
  return target;
}

function respond(target: Target) {
  const fresh = db.recommendations.find(target.recommendation.id) ?? target.recommendation;
  return okVersioned(200, { data: toRecommendationDto(fresh) });
}

export const handlers = [
  defineRoute({
    method: 'patch',
    path: '/api/review-cycles/{cycleId}/participants/{participantId}/recommendations/{recId}/approve',
    operationId: 'approveRecommendation',
    auth: ANY_ROLE,
    handler: ({ user, params, body, now }) =>
      respond(approveOne(user, params, body?.comments?.trim() || null, now.toISOString())),
  }),
  defineRoute({
    method: 'patch',
    path: '/api/review-cycles/{cycleId}/participants/{participantId}/recommendations/{recId}/reject',
    operationId: 'rejectRecommendation',
    auth: ANY_ROLE,
    handler: ({ user, params, body, now }) => {
      const errors = rejectionErrors(body);
      const details = Object.entries(errors).map(([field, message]): ErrorDetail => ({
        field,
        message,
      }));
      if (details.length > 0) throw badRequest(details[0].message, details);
      const target = findTarget(user, params);
      const { step, onBehalf } = decisionStep(target.steps, user);
      const stamp = now.toISOString();
      const comments = body.comments.trim();
      db.approvalSteps.update(step.id, {
        decision: false,
        reason: body.reason,
        comments,
        decidedAt: stamp,
      });
      record(
        target.recommendation,
        user,
        {
          action: 'reject',
          actorName: actorLabel(user, step, onBehalf),
          reason: body.reason,
          comments,
        },
        stamp,
      );
      settle(target, stamp);
      return respond(target);
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/api/review-cycles/{cycleId}/participants/{participantId}/recommendations/{recId}/undo',
    operationId: 'undoRecommendationDecision',
    auth: ANY_ROLE,
    handler: ({ user, params, body, now }) => {
      const target = findTarget(user, params);
      const own = ownStep(target.steps, user);
      const latestDecided = target.steps
        .filter((s) => s.decision !== null)
        .sort(
          (a, b) => (b.decidedAt ?? '').localeCompare(a.decidedAt ?? '') || b.order - a.order,
        )[0];
      const step = own ?? (user.role === 'admin' ? latestDecided : undefined);
      if (!step || step.decision === null) throw conflict(RECOMMENDATION_CONFLICTS.nothingToUndo);
      const stamp = now.toISOString();
      const comments = body?.comments?.trim() || null;
      db.approvalSteps.update(step.id, { decision: null, reason: null, comments, decidedAt: null });
      record(
        target.recommendation,
        user,
        { action: 'undo', actorName: actorLabel(user, step, !own), comments },
        stamp,
      );
      settle(target, stamp);
      return respond(target);
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/api/review-cycles/{cycleId}/participants/{participantId}/recommendations/{recId}',
    operationId: 'editRecommendation',
    auth: ['admin'],
    handler: ({ user, params, body, now, request }) => {
      const target = findTarget(user, params);
      const { recommendation } = target;
      assertVersion(request, versionOf(recommendation, target.steps));
      const errors = editRecommendationErrors({
        amount: body.proposedIncrease,
        currentSalary: recommendation.currentSalary,
        reason: body.notes,
      });
      const details: ErrorDetail[] = [];
      if (errors.amount) details.push({ field: 'proposedIncrease', message: errors.amount });
      if (errors.reason) details.push({ field: 'notes', message: errors.reason });
      const expected = salaryAfter(recommendation.currentSalary, body.proposedIncrease);
      if (!errors.amount && Math.abs(body.proposedSalary - expected) > 0.005) {
        details.push({
          field: 'proposedSalary',
          message: 'Proposed salary must equal current salary plus the increase',
        });
      }
      if (details.length > 0) throw badRequest(details[0].message, details);
      const stamp = now.toISOString();
      const before = valuesOf(recommendation);
      const updated = db.recommendations.update(recommendation.id, {
        proposedIncrease: body.proposedIncrease,
        proposedSalary: expected,
        notes: body.notes.trim(),
        updatedAt: stamp,
      });
      if (updated) {
        record(
          updated,
          user,
          {
            action: 'edit',
            actorName: actorName(user),
            comments: body.notes.trim(),
            before,
            after: valuesOf(updated),
          },
          stamp,
        );
      }
      return respond(target);
    },
  }),
];
