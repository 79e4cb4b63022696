import { seesStageAnswers } from '@mocks/views/stage-answers';
import { auditCompensationChange, auditStageChange } from '@mocks/audit/events';
import type { components } from '@/api/schema';
import { isStageLocked } from '@/lib/locking';
import { validateMetricValue } from '@/lib/metric-value';
import { canEditParticipantStage, NO_EDIT_PERMISSION_MESSAGE } from '@/lib/permissions';
import { compensationChangeErrors } from '@/lib/recommendations';
import { db } from '@mocks/db';
import type {
  Participant,
  PerformanceMetric,
  ReviewCycle,
  ReviewStage,
  StageInstance,
  User,
} from '@mocks/db/records';
import { badRequest, conflict, HttpError, notFound, type ErrorDetail } from '@mocks/http/errors';
import { ANY_ROLE, defineRoute, ok } from '@mocks/http/route';
import { assertVersion, versionOf, withEtag } from '@mocks/http/versions';
import { canReadParticipant, workflowOf } from '@mocks/views/participant';
import { removeRecommendations, submitRecommendation } from './stage-recommendation';
import { readableCycle } from './review-cycles';
import { assertGuardrails } from './guardrails';
import { payViewerOf, shapeCompensationData } from '@mocks/views/pay-shaping';
import {
  compensationDataVersion,
  normalizeChanges,
  toCompensationDataDto,
} from './stage-compensation';

type MetricResponseDto = components['schemas']['MetricResponse'];

/** The 409 text of a write to a locked stage (contract). */
export const STAGE_LOCKED_MESSAGE = 'Stage is locked';
/** The revert answer's message (contract). */
export const STAGE_REVERTED_MESSAGE = 'Stage data has been reverted successfully';

interface StageParams {
  cycleId: string;
  participantId: string;
  stageId: string;
}

interface StageTarget {
  cycle: ReviewCycle;
  participant: Participant;
  stage: ReviewStage;
  instance: StageInstance | undefined;
}

/** The stage ids of the cycle's review workflow, in step order. */
export function reviewStageIdsOf(cycleId: string): string[] {
  return workflowOf(cycleId, 'review')
    .steps.filter((s) => s.assigneeType === 'reviewStage' && s.assigneeId)
    .map((s) => s.assigneeId as string);
}

function instanceOf(participantId: string, stageId: string): StageInstance | undefined {
  return db.stageInstances
    .lookup('participantId', participantId)
    .find((s) => s.stageId === stageId);
}

/** The participant's stage if the caller may read the participant (else 404, like another org's). */
function stageTarget(user: User, params: StageParams): StageTarget {
  const { cycle } = readableCycle(params.cycleId, user);
  const participant = db.participants.find(params.participantId);
  if (!participant || participant.cycleId !== cycle.id || !canReadParticipant(user, participant)) {
    throw notFound('Participant');
  }
  const stage = db.reviewStages.find(params.stageId);
  const instance = stage ? instanceOf(participant.id, stage.id) : undefined;
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

function ensureInstance(target: StageTarget, now: string): StageInstance {
  return (
    target.instance ??
    db.stageInstances.insert({
      participantId: target.participant.id,
      cycleId: target.cycle.id,
      stageId: target.stage.id,
      status: 'not_started',
      lockStatus: 'Unlocked',
      submittedAt: null,
      updatedAt: now,
    })
  );
}

const isSubmitted = (status: StageInstance['status']) =>
  status === 'completed' || status === 'pending_approval';

/**
 * Derives the participant's status and current stage from their stage instances and first
 * recommendation: the current stage is the first review stage not yet submitted (the last one
 * when all are); with every stage submitted the participant waits for approval until the
 * recommendation is approved (no recommendation: completed); with some work done, in progress.
 */
export function recomputeParticipant(participantId: string, now: string): void {
  const participant = db.participants.find(participantId);
  if (!participant) return;
  const stageIds = reviewStageIdsOf(participant.cycleId);
  const instances = db.stageInstances.lookup('participantId', participantId);
  const statusOf = (stageId: string) =>
    instances.find((i) => i.stageId === stageId)?.status ?? 'not_started';
  const open = stageIds.find((id) => !isSubmitted(statusOf(id)));
  let status: Participant['status'];
  if (stageIds.length > 0 && !open) {
    const recommendation = db.recommendations
      .lookup('participantId', participantId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
    if (recommendation) {
      status = recommendation.status === 'approved' ? 'completed' : 'pending_approval';
    } else {
      status = stageIds.some((id) => statusOf(id) === 'pending_approval')
        ? 'pending_approval'
        : 'completed';
    }
  } else {
    const touched =
      instances.some((i) => i.status !== 'not_started') ||
      db.metricResponses.lookup('participantId', participantId).length > 0;
    status = touched ? 'in_progress' : 'not_started';
  }
  db.participants.update(participantId, {
    status,
    currentStageId: open ?? stageIds.at(-1) ?? participant.currentStageId,
    updatedAt: now,
  });
}

/** The stage's active metrics in the stage's order (inactive ones are not asked). */
export function stageMetrics(stage: ReviewStage): PerformanceMetric[] {
  return [...stage.settings.selectedMetrics]
    .sort((a, b) => a.order - b.order)
    .map((selected) => db.performanceMetrics.find(selected.id))
    .filter(
      (m): m is PerformanceMetric => !!m && m.isActive && m.organizationId === stage.organizationId,
    );
}

/** Version of a participant's answers at a stage: every stored response, in id order. */
function answersVersion(participantId: string, stageId: string): string {
  const rows = db.metricResponses
    .lookup('participantId', participantId)
    .filter((r) => r.stageId === stageId)
    .sort((a, b) => a.id.localeCompare(b.id));
  return versionOf(rows);
}

/** The answers as GET and POST metric-responses return them, with their version (also the ETag). */
function answersResult(participantId: string, stage: ReviewStage) {
  const version = answersVersion(participantId, stage.id);
  return withEtag(ok(200, { data: responsesOf(participantId, stage), version }), version);
}

function responsesOf(participantId: string, stage: ReviewStage): MetricResponseDto[] {
  const order = new Map(stageMetrics(stage).map((m, i) => [m.id, i]));
  return db.metricResponses
    .lookup('participantId', participantId)
    .filter((r) => r.stageId === stage.id)
    .sort((a, b) => (order.get(a.metricId) ?? 999) - (order.get(b.metricId) ?? 999))
    .map((r) => ({
      metricId: r.metricId,
      value: r.value,
      employeeId: r.employeeId,
      reviewCycleId: r.cycleId,
      updatedAt: r.updatedAt,
    }));
}

type MetricEntries = components['schemas']['MetricResponsesInput']['entries'];

/** Per-entry problems: the metric must belong to the stage, ids must match, the value its metric's rules. */
function entryProblems(
  entries: MetricEntries,
  target: StageTarget,
  submit: boolean,
): ErrorDetail[] {
  const metrics = stageMetrics(target.stage);
  const byId = new Map(metrics.map((m) => [m.id, m]));
  const details: ErrorDetail[] = [];
  const seen = new Set<string>();
  entries.forEach((entry, i) => {
    const metric = byId.get(entry.metricId);
    if (!metric) {
      details.push({
        field: `entries[${i}].metricId`,
        message: 'Metric is not part of this stage',
      });
      return;
    }
    if (seen.has(metric.id)) {
      details.push({ field: `entries[${i}].metricId`, message: `${metric.name}: answered twice` });
    }
    seen.add(metric.id);
    if (entry.employeeId !== target.participant.employeeId) {
      details.push({
        field: `entries[${i}].employeeId`,
        message: 'Employee does not match the participant',
      });
    }
    if (entry.reviewCycleId !== target.cycle.id) {
      details.push({
        field: `entries[${i}].reviewCycleId`,
        message: 'Review cycle does not match the participant',
      });
    }
    const problem = validateMetricValue(metric, entry.value);
    if (problem)
      details.push({ field: `entries[${i}].value`, message: `${metric.name}: ${problem}` });
  });
  if (submit) {
    for (const metric of metrics) {
      if (seen.has(metric.id)) continue;
      const problem = validateMetricValue(metric, null);
      if (problem)
        details.push({ field: `metrics.${metric.id}`, message: `${metric.name}: ${problem}` });
    }
  }
  return details;
}

function writeResponses(entries: MetricEntries, target: StageTarget, now: string): void {
  const { participant, stage } = target;
  const kept = new Set(entries.map((e) => e.metricId));
  // The form sends its whole state (only non-empty values): a value left out was cleared.
  db.metricResponses.removeWhere(
    (r) => r.participantId === participant.id && r.stageId === stage.id && !kept.has(r.metricId),
  );
  const existing = db.metricResponses
    .lookup('participantId', participant.id)
    .filter((r) => r.stageId === stage.id);
  for (const entry of entries) {
    const row = existing.find((r) => r.metricId === entry.metricId);
    if (row) {
      if (row.value !== entry.value)
        db.metricResponses.update(row.id, { value: entry.value, updatedAt: now });
    } else {
      db.metricResponses.insert({
        participantId: participant.id,
        stageId: stage.id,
        metricId: entry.metricId,
        employeeId: participant.employeeId,
        cycleId: participant.cycleId,
        value: entry.value,
        updatedAt: now,
      });
    }
  }
}

/** A draft save starts the stage; a submit completes it (manager reviews complete with their compensation data). */
function markInstance(
  instance: StageInstance,
  to: 'draft' | 'completed' | 'pending_approval',
  now: string,
): void {
  if (to === 'draft') {
    db.stageInstances.update(instance.id, {
      status: isSubmitted(instance.status) ? instance.status : 'draft',
      updatedAt: now,
    });
    return;
  }
  db.stageInstances.update(instance.id, {
    status: to,
    submittedAt: now,
    lockStatus: 'Locked',
    updatedAt: now,
  });
}

const lockView = (instance: { status: string; lockStatus: string }) => ({
  status: instance.status,
  lockStatus: instance.lockStatus,
});

const base = '/api/review-cycles/{cycleId}/participants/{participantId}/stages/{stageId}' as const;

export const handlers = [
  defineRoute({
    method: 'get',
    path: `${base}/unlock-status`,
    operationId: 'getStageUnlockStatus',
    auth: ANY_ROLE,
    handler: ({ user, params }) => {
      const { instance } = stageTarget(user, params);
      return ok(200, { data: { status: instance?.lockStatus ?? 'Unlocked' } });
    },
  }),
  defineRoute({
    method: 'post',
    path: `${base}/unlock`,
    operationId: 'unlockStage',
    auth: ['admin'],
    handler: ({ user, params, now }) => {
      const stamp = now.toISOString();
      const target = stageTarget(user, params);
      const instance = ensureInstance(target, stamp);
      db.stageInstances.update(instance.id, { lockStatus: 'Reopened', updatedAt: stamp });
      auditStageChange(user, target.participant, target.stage, 'unlock', lockView(instance), {
        ...lockView(instance),
        lockStatus: 'Reopened',
      });
      return ok(200, { data: { status: 'Reopened' as const } });
    },
  }),
  defineRoute({
    method: 'post',
    path: `${base}/relock`,
    operationId: 'relockStage',
    auth: ['admin'],
    handler: ({ user, params, now }) => {
      const stamp = now.toISOString();
      const target = stageTarget(user, params);
      const instance = ensureInstance(target, stamp);
      db.stageInstances.update(instance.id, { lockStatus: 'Locked', updatedAt: stamp });
      auditStageChange(user, target.participant, target.stage, 'relock', lockView(instance), {
        ...lockView(instance),
        lockStatus: 'Locked',
      });
      return ok(200, { data: { status: 'Locked' as const } });
    },
  }),
  defineRoute({
    method: 'post',
    path: `${base}/revert`,
    operationId: 'revertStage',
    auth: ['admin'],
    handler: ({ user, params, now }) => {
      const stamp = now.toISOString();
      const target = stageTarget(user, params);
      const { participant, stage } = target;
      const instance = ensureInstance(target, stamp);
      const ofStage = (r: { participantId: string; stageId: string }) =>
        r.participantId === participant.id && r.stageId === stage.id;
      db.metricResponses.removeWhere(ofStage);
      const hadCompensation = db.compensationData.removeWhere(ofStage) > 0;
      if (hadCompensation || stage.type === 'manager_review') removeRecommendations(participant.id);
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
    method: 'get',
    path: `${base}/metric-responses`,
    operationId: 'listMetricResponses',
    auth: ANY_ROLE,
    handler: ({ user, params }) => {
      const { participant, stage } = stageTarget(user, params);
      // A draft is its writer's until sent: the other reader gets no answers yet (issue 20 §10).
      if (!seesStageAnswers(user, participant, stage.id)) {
        const version = answersVersion(participant.id, stage.id);
        return withEtag(ok(200, { data: [], version }), version);
      }
      return answersResult(participant.id, stage);
    },
  }),
  defineRoute({
    method: 'post',
    path: `${base}/metric-responses`,
    operationId: 'saveMetricResponses',
    auth: ANY_ROLE,
    handler: ({ user, params, body, now, request }) => {
      const target = stageTarget(user, params);
      assertWritable(user, target);
      assertVersion(request, answersVersion(target.participant.id, target.stage.id));
      const submit = body.status === 'pending_approval';
      const details = entryProblems(body.entries, target, submit);
      if (details.length > 0) throw badRequest(details[0].message, details);
      const stamp = now.toISOString();
      writeResponses(body.entries, target, stamp);
      const instance = ensureInstance(target, stamp);
      // A manager review is submitted with its compensation data (POST compensation-data).
      const completes = submit && target.stage.type !== 'manager_review';
      markInstance(instance, completes ? 'completed' : 'draft', stamp);
      recomputeParticipant(target.participant.id, stamp);
      return answersResult(target.participant.id, target.stage);
    },
  }),
  defineRoute({
    method: 'get',
    path: `${base}/compensation-data`,
    operationId: 'getCompensationData',
    auth: ANY_ROLE,
    handler: ({ user, params }) => {
      const { participant, stage } = stageTarget(user, params);
      if (stage.type !== 'manager_review') throw notFound('Compensation data');
      const dto = shapeCompensationData(
        toCompensationDataDto(participant, stage),
        participant,
        payViewerOf(user),
      );
      return withEtag(ok(200, { data: dto }), dto.version);
    },
  }),
  defineRoute({
    method: 'post',
    path: `${base}/compensation-data`,
    operationId: 'saveCompensationData',
    auth: ANY_ROLE,
    handler: ({ user, params, body, now, request }) => {
      const target = stageTarget(user, params);
      const { participant, stage, cycle } = target;
      if (stage.type !== 'manager_review') throw notFound('Compensation data');
      assertWritable(user, target);
      assertVersion(request, compensationDataVersion(participant, stage));
      const errors = compensationChangeErrors(body);
      const details: ErrorDetail[] = Object.entries(errors).map(([field, message]) => ({
        field,
        message,
      }));
      const normalized = normalizeChanges(body.compensationChanges, participant, details);
      if (details.length > 0) throw badRequest(details[0].message, details);
      const exceptionJustification = body.exceptionJustification?.trim() ?? '';
      const adminOverride = body.adminOverride ?? false;
      if (body.status === 'pending_approval') {
        assertGuardrails({
          user,
          cycle,
          participant,
          changes: normalized,
          exceptionJustification,
          adminOverride,
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
        updatedAt: stamp,
      };
      const existing = db.compensationData
        .lookup('participantId', participant.id)
        .find((c) => c.stageId === stage.id);
      auditCompensationChange(user, participant, stage, existing ?? null, saved);
      if (existing) db.compensationData.update(existing.id, saved);
      else
        db.compensationData.insert({ participantId: participant.id, stageId: stage.id, ...saved });
      const instance = ensureInstance(target, stamp);
      if (body.status === 'pending_approval') {
        submitRecommendation(
          { user, cycle, participant, stage, changes: normalized, notes: saved.justification },
          stamp,
        );
        markInstance(instance, 'pending_approval', stamp);
      } else {
        markInstance(instance, 'draft', stamp);
      }
      recomputeParticipant(participant.id, stamp);
      const dto = shapeCompensationData(
        toCompensationDataDto(participant, stage),
        participant,
        payViewerOf(user),
      );
      return withEtag(ok(200, { data: dto }), dto.version);
    },
  }),
];
