import { APPROVAL_RULE_MESSAGES, changesAboutSelf } from '@/lib/approval-rules';
import { GUIDELINE_MESSAGES } from '@/lib/guidelines';
import { isStageLocked } from '@/lib/locking';
import {
  canEditParticipantStage,
  NO_EDIT_PERMISSION_MESSAGE,
  OWN_MANAGER_REVIEW_MESSAGE,
  writesOwnManagerReview,
} from '@/lib/permissions';
import { changeTotals, compensationChangeErrors } from '@/lib/recommendations';
import { metricEntryProblems } from '@/lib/stage-answers';
import { auditCompensationChange, auditStageChange } from '@mocks/audit/events';
import { db } from '@mocks/db';
import { reviewStageIdsOf } from '@mocks/db/cycle-rows';
import {
  assertSubmittable,
  removeRecommendations,
  submitRecommendation,
} from '@mocks/db/recommendation-submit';
import type {
  CompensationChange,
  Participant,
  ReviewCycle,
  ReviewStage,
  StageInstance,
  User,
} from '@mocks/db/records';
import {
  ensureStageInstance,
  markStageInstance,
  recomputeParticipant,
  stageInstanceOf,
  writeStageResponses,
} from '@mocks/db/stage-rows';
import {
  badRequest,
  conflict,
  type ErrorDetail,
  HttpError,
  notFound,
  throwIfInvalid,
} from '@mocks/http/errors';
import { ANY_ROLE, defineRoute, ok, type PathParamsFor } from '@mocks/http/route';
import { assertVersion, okVersioned, withEtag } from '@mocks/http/versions';
import {
  compensationDataVersion,
  decreaseDetail,
  normalizeChanges,
  toCompensationDataDto,
} from '@mocks/views/compensation-data';
import { readableCycle } from '@mocks/views/cycle-access';
import { guardrailRefusalOf, type SubmissionCheck } from '@mocks/views/guideline';
import { participantAccess, salaryOf } from '@mocks/views/participant';
import { promotionDetails } from '@mocks/views/promotion';
import { payViewerOf, shapeCompensationData } from '@mocks/views/pay-shaping';
import {
  answersVersion,
  seesStageAnswers,
  stageMetrics,
  stageResponsesOf,
} from '@mocks/views/stage-answers';

/** The 409 text of a write to a locked stage (contract). */
export const STAGE_LOCKED_MESSAGE = 'Stage is locked';
/** The revert answer's message (contract). */
export const STAGE_REVERTED_MESSAGE = 'Stage data has been reverted successfully';

/** Every call on one participant's stage names it by the same path. */
type StageParams = PathParamsFor<'getStageUnlockStatus'>;

interface StageTarget {
  cycle: ReviewCycle;
  participant: Participant;
  stage: ReviewStage;
  instance: StageInstance | undefined;
}

/**
 * The participant's stage if the caller may read the participant's stages (else 404, like another
 * org's): an approver who is not their manager reads the recommendation, not the review stages.
 */
function stageTarget(user: User, params: StageParams): StageTarget {
  const { cycle } = readableCycle(params.cycleId, user);
  const participant = db.participants.find(params.participantId);
  const access = participant && participantAccess(user, participant);
  if (!participant || participant.cycleId !== cycle.id || !access || access === 'approver') {
    throw notFound('Participant');
  }
  const stage = db.reviewStages.find(params.stageId);
  const instance = stage ? stageInstanceOf(participant.id, stage.id) : undefined;
  if (
    !stage ||
    stage.organizationId !== cycle.organizationId ||
    (!instance && !reviewStageIdsOf(cycle.id).includes(stage.id))
  ) {
    throw notFound('Stage');
  }
  return { cycle, participant, stage, instance };
}

/** Edit permission (403 with the spec's sentence), then the lock (409); admins are never locked. */
function assertWritable(user: User, { cycle, participant, stage, instance }: StageTarget): void {
  if (!canEditParticipantStage(user, participant, stage.type)) {
    throw new HttpError(403, NO_EDIT_PERMISSION_MESSAGE);
  }
  const locked = isStageLocked({
    role: user.role,
    cycleStatusName: db.reviewStatuses.find(cycle.statusId)?.name,
    participantStatus: participant.status,
    unlockStatus: instance?.lockStatus,
  });
  if (locked) throw conflict(STAGE_LOCKED_MESSAGE);
}

/**
 * The hard rules of a submission (src/lib/guidelines): 403 for an override by a non-admin, 409 for
 * a hard breach without an admin override, 400 when the justification is missing.
 */
function assertGuardrails(check: SubmissionCheck): void {
  const verdict = guardrailRefusalOf(check);
  if (verdict === null) return;
  if (verdict.refusal === 'admin_only') {
    throw new HttpError(403, GUIDELINE_MESSAGES.overrideAdminOnly);
  }
  if (verdict.refusal === 'override') throw conflict(verdict.message);
  throw badRequest(GUIDELINE_MESSAGES.justificationRequired, [
    { field: 'exceptionJustification', message: GUIDELINE_MESSAGES.justificationRequired },
  ]);
}

/** The promotion's 400 details: its level always, the band minimum on submit. */
function promotionCheck(
  participant: Participant,
  changes: readonly CompensationChange[],
  promotion: { newLevelId: string | null; justification: string | null },
  status: 'draft' | 'pending_approval',
): ErrorDetail[] {
  if (!promotion.newLevelId) return [];
  const { amount, currency } = salaryOf(participant.employeeId, participant.cycleId);
  const salary = amount ?? 0;
  return promotionDetails({
    organizationId: participant.organizationId,
    employeeId: participant.employeeId,
    newLevelId: promotion.newLevelId,
    justification: promotion.justification,
    newSalary: salary + changeTotals(changes, salary).increase,
    currency,
    submit: status === 'pending_approval',
  });
}

/** The stage's answers as GET and POST metric-responses return them, with their version (also the ETag). */
function answersResult(participantId: string, stage: ReviewStage) {
  const version = answersVersion(participantId, stage.id);
  return withEtag(ok(200, { data: stageResponsesOf(participantId, stage), version }), version);
}

/** The stage's compensation data as the caller may see it, with its ETag. */
function compensationDataResult(user: User, participant: Participant, stage: ReviewStage) {
  const data = toCompensationDataDto(participant, stage);
  return okVersioned(200, { data: shapeCompensationData(data, participant, payViewerOf(user)) });
}

const lockView = (instance: { status: string; lockStatus: string }) => ({
  status: instance.status,
  lockStatus: instance.lockStatus,
});

/** Unlock (Reopened) or relock (Locked) a stage by an admin, with its audit entry. */
function setLock(
  user: User,
  params: StageParams,
  now: Date,
  lockStatus: 'Reopened' | 'Locked',
): { status: 'Reopened' | 'Locked' } {
  const stamp = now.toISOString();
  const target = stageTarget(user, params);
  const instance = ensureStageInstance(target.participant, target.stage.id, stamp);
  db.stageInstances.update(instance.id, { lockStatus, updatedAt: stamp });
  const action = lockStatus === 'Reopened' ? 'unlock' : 'relock';
  auditStageChange(user, target.participant, target.stage, action, lockView(instance), {
    ...lockView(instance),
    lockStatus,
  });
  return { status: lockStatus };
}

export const handlers = [
  defineRoute({
    operationId: 'getStageUnlockStatus',
    auth: ANY_ROLE,
    handler: ({ user, params }) => {
      const { instance } = stageTarget(user, params);
      return ok(200, { data: { status: instance?.lockStatus ?? 'Unlocked' } });
    },
  }),
  defineRoute({
    operationId: 'unlockStage',
    auth: ['admin'],
    handler: ({ user, params, now }) => ok(200, { data: setLock(user, params, now, 'Reopened') }),
  }),
  defineRoute({
    operationId: 'relockStage',
    auth: ['admin'],
    handler: ({ user, params, now }) => ok(200, { data: setLock(user, params, now, 'Locked') }),
  }),
  defineRoute({
    operationId: 'revertStage',
    auth: ['admin'],
    handler: ({ user, params, now }) => {
      const stamp = now.toISOString();
      const target = stageTarget(user, params);
      const { participant, stage } = target;
      const instance = ensureStageInstance(target.participant, target.stage.id, stamp);
      const ofStage = (r: { participantId: string; stageId: string }) =>
        r.participantId === participant.id && r.stageId === stage.id;
      db.metricResponses.removeWhere(ofStage);
      const hadCompensation = db.compensationData.removeWhere(ofStage) > 0;
      if (hadCompensation || stage.type === 'manager_review')
        removeRecommendations(participant.id, user, stamp);
      db.stageInstances.update(instance.id, {
        status: 'not_started',
        lockStatus: 'Unlocked',
        submittedAt: null,
        updatedAt: stamp,
      });
      recomputeParticipant(participant.id, stamp);
      auditStageChange(user, participant, stage, 'revert', lockView(instance), {
        status: 'not_started',
        lockStatus: 'Unlocked',
      });
      return ok(200, { data: { status: 'Unlocked' as const }, message: STAGE_REVERTED_MESSAGE });
    },
  }),
  defineRoute({
    operationId: 'listMetricResponses',
    auth: ANY_ROLE,
    handler: ({ user, params }) => {
      const { participant, stage } = stageTarget(user, params);
      // A draft is its writer's until sent: the other reader gets no answers yet.
      if (!seesStageAnswers(user, participant, stage.id)) {
        const version = answersVersion(participant.id, stage.id);
        return withEtag(ok(200, { data: [], version }), version);
      }
      return answersResult(participant.id, stage);
    },
  }),
  defineRoute({
    operationId: 'saveMetricResponses',
    auth: ANY_ROLE,
    handler: ({ user, params, body, now, request }) => {
      const target = stageTarget(user, params);
      assertWritable(user, target);
      if (writesOwnManagerReview(user, target.participant, target.stage.type))
        throw new HttpError(403, OWN_MANAGER_REVIEW_MESSAGE);
      assertVersion(request, answersVersion(target.participant.id, target.stage.id));
      const submit = body.status === 'pending_approval';
      const details = metricEntryProblems(
        body.entries,
        stageMetrics(target.stage),
        { employeeId: target.participant.employeeId, cycleId: target.cycle.id },
        submit,
      );
      throwIfInvalid(details);
      const stamp = now.toISOString();
      writeStageResponses(body.entries, target.participant, target.stage.id, stamp);
      const instance = ensureStageInstance(target.participant, target.stage.id, stamp);
      // A manager review is submitted with its compensation data (POST compensation-data).
      const completes = submit && target.stage.type !== 'manager_review';
      markStageInstance(instance, completes ? 'completed' : 'draft', stamp);
      recomputeParticipant(target.participant.id, stamp);
      return answersResult(target.participant.id, target.stage);
    },
  }),
  defineRoute({
    operationId: 'getCompensationData',
    auth: ANY_ROLE,
    handler: ({ user, params }) => {
      const { participant, stage } = stageTarget(user, params);
      if (stage.type !== 'manager_review') throw notFound('Compensation data');
      return compensationDataResult(user, participant, stage);
    },
  }),
  defineRoute({
    operationId: 'saveCompensationData',
    auth: ANY_ROLE,
    handler: ({ user, params, body, now, request }) => {
      const target = stageTarget(user, params);
      const { participant, stage, cycle } = target;
      if (stage.type !== 'manager_review') throw notFound('Compensation data');
      assertWritable(user, target);
      if (changesAboutSelf(participant.employeeId, user))
        throw new HttpError(403, APPROVAL_RULE_MESSAGES.changeAboutSelf);
      assertVersion(request, compensationDataVersion(participant, stage));
      const errors = compensationChangeErrors(body);
      const details: ErrorDetail[] = Object.entries(errors).map(([field, message]) => ({
        field,
        message,
      }));
      const normalized = normalizeChanges(body.compensationChanges, participant, details, {
        isAdmin: user.role === 'admin',
        adminOverride: body.adminOverride ?? false,
        justification: body.exceptionJustification ?? '',
      });
      const promotion = {
        newLevelId: body.newLevelId ?? null,
        justification: body.promotionJustification?.trim() || null,
      };
      details.push(...promotionCheck(participant, normalized, promotion, body.status));
      const cut = decreaseDetail(normalized, body.exceptionJustification);
      if (cut && body.status === 'pending_approval' && !details.some((d) => d.field === cut.field))
        details.push(cut);
      throwIfInvalid(details);
      const exceptionJustification = body.exceptionJustification?.trim() ?? '';
      const adminOverride = body.adminOverride ?? false;
      if (body.status === 'pending_approval') {
        assertSubmittable(cycle, participant, stage, user);
        assertGuardrails({
          user,
          cycle,
          participant,
          changes: normalized,
          exceptionJustification,
          adminOverride,
          newLevelId: promotion.newLevelId,
        });
      }
      const stamp = now.toISOString();
      const saved = {
        changes: normalized,
        justification: body.justification.trim(),
        status: body.status,
        exception:
          exceptionJustification || adminOverride
            ? { justification: exceptionJustification, adminOverride }
            : null,
        newLevelId: promotion.newLevelId,
        promotionJustification: promotion.justification,
        updatedAt: stamp,
      };
      const existing = db.compensationData
        .lookup('participantId', participant.id)
        .find((c) => c.stageId === stage.id);
      auditCompensationChange(user, participant, stage, existing ?? null, saved);
      if (existing) db.compensationData.update(existing.id, saved);
      else
        db.compensationData.insert({ participantId: participant.id, stageId: stage.id, ...saved });
      const instance = ensureStageInstance(target.participant, target.stage.id, stamp);
      if (body.status === 'pending_approval') {
        submitRecommendation(
          {
            user,
            cycle,
            participant,
            stage,
            changes: normalized,
            notes: saved.justification,
            promotion,
          },
          stamp,
        );
        markStageInstance(instance, 'pending_approval', stamp);
      } else {
        markStageInstance(instance, 'draft', stamp);
      }
      recomputeParticipant(participant.id, stamp);
      return compensationDataResult(user, participant, stage);
    },
  }),
];
