import {
  APPROVAL_RULE_MESSAGES,
  changesAboutSelf,
  dutyRefusal,
  overrideError,
  overrideJustification,
  overrideRefusal,
  staleDecisionMessage,
  type DecisionOverride,
  planDecision,
  planUndo,
  type ApprovalPlan,
  type ApprovalRefusal,
} from '@/lib/approval-rules';
import {
  isEligibleForApproval,
  proposedSalary as salaryAfter,
  editRecommendationErrors,
  rejectionErrors,
} from '@/lib/recommendations';
import { formatMoney } from '@/lib/money';
import { ifMatchAllows, STALE_RECORD } from '@/lib/record-version';
import { auditRecommendationEvent } from '@mocks/audit/events';
import { db } from '@mocks/db';
import type {
  ApprovalStep,
  Participant,
  Recommendation,
  RecommendationEvent,
  User,
} from '@mocks/db/records';
import {
  conflict,
  type ErrorDetail,
  forbidden,
  HttpError,
  notFound,
  throwIfInvalid,
} from '@mocks/http/errors';
import { ANY_ROLE, type BodyFor, defineRoute, type PathParamsFor } from '@mocks/http/route';
import {
  actorName,
  approvalStepsOf,
  employeeName,
  recommendationValuesOf as valuesOf,
  toRecommendationDto,
} from '@mocks/views/recommendation';
import { restartApprovalChain, settleRecommendation } from '@mocks/db/approval-chain';
import { levelSubmittedFrom } from '@mocks/db/promotion-level';
import { promotionDetails } from '@mocks/views/promotion';
import { approvalCaller, chainOf } from '@mocks/views/approval-chain';
import { assertVersion, okVersioned, versionOf } from '@mocks/http/versions';
import { orgCycle } from '@mocks/views/cycle-access';

/** The 409 texts of the recommendation actions (contract). */
export const RECOMMENDATION_CONFLICTS = {
  notAwaiting: 'Recommendation is not awaiting approval',
  alreadyDecided: 'You have already decided on this recommendation',
  nothingToUndo: 'There is no decision to undo',
  outOfOrder: APPROVAL_RULE_MESSAGES.outOfOrder,
  laterDecided: APPROVAL_RULE_MESSAGES.laterDecided,
} as const;

/** The answers to a refused decision (403 for separation of duties, 409 for order). */
const REFUSALS: Record<ApprovalRefusal, () => HttpError> = {
  not_approver: () => forbidden(),
  about_self: () => new HttpError(403, APPROVAL_RULE_MESSAGES.aboutSelf),
  submitted: () => new HttpError(403, APPROVAL_RULE_MESSAGES.submitted),
  already_decided: () => conflict(RECOMMENDATION_CONFLICTS.alreadyDecided),
  rejected: () => conflict(RECOMMENDATION_CONFLICTS.notAwaiting),
  out_of_order: () => conflict(RECOMMENDATION_CONFLICTS.outOfOrder),
  nothing_to_undo: () => conflict(RECOMMENDATION_CONFLICTS.nothingToUndo),
  later_decided: () => conflict(RECOMMENDATION_CONFLICTS.laterDecided),
  decided_another_step: () => new HttpError(403, APPROVAL_RULE_MESSAGES.twoSteps),
};

interface Decided {
  step: ApprovalStep;
  onBehalf: boolean;
  /** The override's justification of a decision on behalf; null for the caller's own step. */
  justification: string | null;
}

/**
 * The step a plan allows, or the refusal it names (thrown): a step assigned to someone else only
 * with the admin's override and its justification (403 naming whose step it is).
 */
function allowed(
  plan: ApprovalPlan<ApprovalStep>,
  override: DecisionOverride | null | undefined,
): Decided {
  if (!plan.ok) throw REFUSALS[plan.refusal]();
  const refusal = overrideRefusal(plan, override, employeeName(plan.step.approverEmployeeId));
  if (refusal) throw new HttpError(403, refusal);
  const justification = plan.onBehalf ? overrideJustification(override) : null;
  return { step: plan.step, onBehalf: plan.onBehalf, justification };
}

/** The 400 of an override sent without its justification. */
export function throwIfOverrideInvalid(override: DecisionOverride | null | undefined): void {
  const message = overrideError(override);
  if (message) throwIfInvalid([{ field: 'onBehalfJustification', message }]);
}

export interface Target {
  participant: Participant;
  recommendation: Recommendation;
  steps: ApprovalStep[];
}

/** Every call on one recommendation names it by the same path. */
type RecommendationPath = PathParamsFor<'approveRecommendation'>;

function findTarget(
  user: User,
  params: RecommendationPath,
  /** A decision (approve, reject, undo): separation of duties applies, before the state. */
  deciding = true,
): Target {
  const cycle = orgCycle(params.cycleId, user);
  const participant = db.participants.find(params.participantId);
  if (!participant || participant.cycleId !== cycle.id) throw notFound('Participant');
  const recommendation = db.recommendations.find(params.recId);
  if (!recommendation || recommendation.participantId !== participant.id)
    throw notFound('Recommendation');
  const steps = approvalStepsOf(recommendation.id);
  const own = steps.some((s) => s.approverEmployeeId === user.employeeId);
  // Someone who is not an approver must not learn more than that they may not act.
  if (user.role !== 'admin' && !own) throw forbidden();
  if (deciding) {
    const duty = dutyRefusal(chainOf(recommendation, participant), approvalCaller(user));
    if (duty) throw REFUSALS[duty]();
  }
  if (
    !isEligibleForApproval(participant.status, recommendation.status) ||
    recommendation.status === 'draft'
  ) {
    throw conflict(RECOMMENDATION_CONFLICTS.notAwaiting);
  }
  return { participant, recommendation, steps };
}

/**
 * The step a decision is recorded on (src/lib/approval-rules): never on a recommendation the
 * caller submitted or that is about them (403); an approver's own step once every earlier step is
 * decided (else 409); an admin's the first undecided step (the history says for whom).
 */
function decisionStep(
  target: Target,
  user: User,
  override: DecisionOverride | null | undefined,
): Decided {
  return allowed(
    planDecision(chainOf(target.recommendation, target.participant), approvalCaller(user)),
    override,
  );
}

function actorLabel(user: User, step: ApprovalStep, onBehalf: boolean): string {
  const name = actorName(user);
  return onBehalf ? `${name} (admin, on behalf of ${employeeName(step.approverEmployeeId)})` : name;
}

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

const settle = (target: Target, now: string, user: User) =>
  settleRecommendation(target.recommendation, target.participant, now, user);

/**
 * Writes a decision on a step (an undo clears it), records the event the action names and
 * settles the recommendation.
 */
function decide(
  target: Target,
  user: User,
  { step, onBehalf, justification }: Decided,
  outcome: Pick<ApprovalStep, 'decision' | 'reason' | 'comments'> & {
    action: 'approve' | 'reject' | 'undo';
  },
  stamp: string,
): void {
  const { action, decision, reason, comments } = outcome;
  db.approvalSteps.update(step.id, {
    decision,
    reason,
    comments,
    decidedAt: decision === null ? null : stamp,
    decidedByUserId: decision !== null && onBehalf ? user.id : null,
  });
  record(
    target.recommendation,
    user,
    {
      action,
      actorName: actorLabel(user, step, onBehalf),
      reason,
      comments,
      onBehalfJustification: justification,
    },
    stamp,
  );
  settle(target, stamp, user);
}

/**
 * Refuses (412) a decision taken on another version of the recommendation than the current one
 * (its amounts, level or chain changed since the approver read it), stating the current figures.
 * No version (an older client) lets it through.
 */
function assertDecisionVersion(target: Target, ifMatch: string | null | undefined): void {
  const { recommendation } = target;
  if (ifMatchAllows(ifMatch ?? null, versionOf(recommendation, target.steps))) return;
  throw new HttpError(412, STALE_RECORD.error, currentFigures(recommendation));
}

function currentFigures(recommendation: Recommendation): string {
  const newLevel = recommendation.newLevelId ? db.levels.find(recommendation.newLevelId) : null;
  const figures = { ...recommendation, newLevelName: newLevel?.name ?? null };
  return staleDecisionMessage(figures, formatMoney);
}

/**
 * Why a bulk approval of `recommendation` at the version the approver read is refused: the
 * stale-record text with the current figures; null when the version is current or not sent.
 */
export function staleVersion(
  recommendation: Recommendation,
  read: string | undefined,
): string | null {
  if (ifMatchAllows(read ?? null, versionOf(recommendation, approvalStepsOf(recommendation.id))))
    return null;
  return `${STALE_RECORD.error}. ${currentFigures(recommendation)}`;
}

/**
 * One approval: the caller's step (an admin's on behalf of the first undecided one) is approved,
 * an approve event recorded and the recommendation settled. Throws the 403/404/409/412 of the
 * action. The single approve and bulk approve (once per recommendation) both record through here.
 */
export function approveOne(
  user: User,
  params: RecommendationPath,
  comments: string | null,
  stamp: string,
  /** The version the approver read (If-Match, or the bulk request's versions). */
  ifMatch?: string | null,
  /** An admin's override for a step assigned to someone else (checked valid by the caller). */
  override?: DecisionOverride | null,
): Target {
  const target = findTarget(user, params);
  assertDecisionVersion(target, ifMatch);
  const outcome = { action: 'approve', decision: true, reason: null, comments } as const;
  decide(target, user, decisionStep(target, user, override), outcome, stamp);
  return target;
}

/**
 * The promotion after an admin's edit: newLevelId and promotionJustification change it
 * when sent, under the submit's rules (src/lib/promotions) against the edited salary.
 */
function editedPromotion(
  { participant, recommendation }: Target,
  body: Pick<BodyFor<'editRecommendation'>, 'newLevelId' | 'promotionJustification'>,
  newSalary: number,
) {
  const newLevelId =
    body.newLevelId === undefined ? (recommendation.newLevelId ?? null) : body.newLevelId;
  const justification =
    body.promotionJustification === undefined
      ? (recommendation.promotionJustification ?? null)
      : body.promotionJustification?.trim() || null;
  const from = levelSubmittedFrom(recommendation, db.employees.find(participant.employeeId));
  const details = newLevelId
    ? promotionDetails({
        organizationId: recommendation.organizationId,
        employeeId: participant.employeeId,
        newLevelId,
        justification,
        newSalary,
        currency: recommendation.currency,
        currentLevelId: from,
        submit: true,
      })
    : [];
  return {
    details,
    values: {
      newLevelId,
      currentLevelId: from,
      promotionJustification: newLevelId ? justification : null,
    },
  };
}

function respond(target: Target) {
  const fresh = db.recommendations.find(target.recommendation.id) ?? target.recommendation;
  return okVersioned(200, { data: toRecommendationDto(fresh) });
}

export const handlers = [
  defineRoute({
    operationId: 'approveRecommendation',
    auth: ANY_ROLE,
    handler: ({ user, params, body, now, request }) => {
      throwIfOverrideInvalid(body);
      return respond(
        approveOne(
          user,
          params,
          body?.comments?.trim() || null,
          now.toISOString(),
          request.headers.get('If-Match'),
          body,
        ),
      );
    },
  }),
  defineRoute({
    operationId: 'rejectRecommendation',
    auth: ANY_ROLE,
    handler: ({ user, params, body, now, request }) => {
      const errors = rejectionErrors(body);
      const details = Object.entries(errors).map(([field, message]): ErrorDetail => ({
        field,
        message,
      }));
      throwIfInvalid(details);
      throwIfOverrideInvalid(body);
      const target = findTarget(user, params);
      assertDecisionVersion(target, request.headers.get('If-Match'));
      const step = decisionStep(target, user, body);
      const comments = body.comments.trim();
      const outcome = { action: 'reject', decision: false, reason: body.reason, comments } as const;
      decide(target, user, step, outcome, now.toISOString());
      return respond(target);
    },
  }),
  defineRoute({
    operationId: 'undoRecommendationDecision',
    auth: ANY_ROLE,
    handler: ({ user, params, body, now }) => {
      throwIfOverrideInvalid(body);
      const target = findTarget(user, params);
      const step = allowed(
        planUndo(chainOf(target.recommendation, target.participant), approvalCaller(user)),
        body,
      );
      const comments = body?.comments?.trim() || null;
      const outcome = { action: 'undo', decision: null, reason: null, comments } as const;
      decide(target, user, step, outcome, now.toISOString());
      return respond(target);
    },
  }),
  defineRoute({
    operationId: 'editRecommendation',
    auth: ['admin'],
    handler: ({ user, params, body, now, request }) => {
      const target = findTarget(user, params, false);
      const { recommendation } = target;
      if (changesAboutSelf(target.participant.employeeId, approvalCaller(user)))
        throw new HttpError(403, APPROVAL_RULE_MESSAGES.changeAboutSelf);
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
      const promotion = editedPromotion(target, body, expected);
      details.push(...promotion.details);
      throwIfInvalid(details);
      const stamp = now.toISOString();
      const before = valuesOf(recommendation);
      const updated = db.recommendations.update(recommendation.id, {
        proposedIncrease: body.proposedIncrease,
        proposedSalary: expected,
        notes: body.notes.trim(),
        ...promotion.values,
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
        // A change of amount or level restarts the approval chain; notes alone keep it.
        restartApprovalChain({ user, before: recommendation, cause: 'admin edit', now: stamp });
      }
      return respond(target);
    },
  }),
];
