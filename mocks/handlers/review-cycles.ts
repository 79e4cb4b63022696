import type { components } from '@/api/schema';
import { teamPoolErrors } from '@/lib/budgets';
import { cycleBudgetErrors, NEW_CYCLE_STATUS_NAME } from '@/lib/cycles';
import { daysBetween } from '@/lib/dates';
import { LAUNCH_MESSAGES, isDraftStatus } from '@/lib/launch-readiness';
import { statusKey } from '@/lib/status';
import { db } from '@mocks/db';
import type { ReviewCycle, User } from '@mocks/db/records';
import { type ErrorDetail, throwIfInvalid } from '@mocks/http/errors';
import { codedConflict } from '@mocks/http/coded-error';
import { ANY_ROLE, defineRoute, noContent, ok } from '@mocks/http/route';
import { participantTeamId } from '@mocks/views/budget';
import { pendingApprovalsOfOrganization } from '@mocks/views/pending-approvals';
import { toCycleDto } from '@mocks/views/cycle';
import { orgCycle, readableCycle, visibleParticipants } from '@mocks/views/cycle-access';
import { visiblePoolTeamIds, payViewerOf, shapeCycleBudgets } from '@mocks/views/pay-shaping';
import { employeeName, eventsOf } from '@mocks/views/recommendation';
import {
  addParticipants,
  createWorkflowInstance,
  deleteCycleCascade,
  removeParticipantData,
  removeWorkflowInstances,
  resetParticipants,
  scopeEmployeeIds,
} from '@mocks/db/cycle-rows';
import { decidableNow } from '@mocks/views/approval-chain';
import { buildCycleReport } from '@mocks/views/cycle-report';
import { assertVersion, okVersioned, versionOf } from '@mocks/http/versions';

type CycleInput = components['schemas']['ReviewCycleInput'];

function draftStatusId(organizationId: string): string {
  const statuses = db.reviewStatuses.lookup('organizationId', organizationId);
  const draft = statuses.find((s) => statusKey(s.name) === statusKey(NEW_CYCLE_STATUS_NAME));
  return draft?.id ?? db.reviewStatuses.insert({ organizationId, name: NEW_CYCLE_STATUS_NAME }).id;
}

/** Spec 02 §5 cycle form rules (same messages as the form) plus references that must exist in the org. */
function inputProblems(body: CycleInput, user: User): ErrorDetail[] {
  const details: ErrorDetail[] = Object.entries(cycleBudgetErrors(body)).map(
    ([field, message]) => ({
      field,
      message: message as string,
    }),
  );
  const orgId = user.organizationId;
  const inOrg = <T extends { organizationId: string }>(row: T | undefined) =>
    !!row && row.organizationId === orgId;
  if (body.type.trim() && !inOrg(db.reviewTypes.find(body.type))) {
    details.push({ field: 'type', message: 'Type is required' });
  }
  if (body.status !== undefined && !inOrg(db.reviewStatuses.find(body.status))) {
    details.push({ field: 'status', message: 'Status not found' });
  }
  if (body.organizationId !== undefined && body.organizationId !== orgId) {
    details.push({ field: 'organizationId', message: 'Organization not found' });
  }
  if (body.scope === 'teams') {
    (body.teamIds ?? []).forEach((id, i) => {
      if (!inOrg(db.teams.find(id)))
        details.push({ field: `teamIds[${i}]`, message: 'Team not found' });
    });
  }
  if (body.scope === 'individuals') {
    (body.employeeIds ?? []).forEach((id, i) => {
      if (!inOrg(db.employees.find(id)))
        details.push({ field: `employeeIds[${i}]`, message: 'Employee not found' });
    });
  }
  const template = (
    id: string | null | undefined,
    type: 'reviewCycle' | 'approvalChain',
    field: string,
  ) => {
    if (!id) return;
    const row = db.workflowTemplates.find(id);
    if (!inOrg(row) || row?.type !== type)
      details.push({ field, message: 'Workflow template not found' });
  };
  template(body.reviewWorkflowTemplateId, 'reviewCycle', 'reviewWorkflowTemplateId');
  template(body.approvalWorkflowTemplateId, 'approvalChain', 'approvalWorkflowTemplateId');
  if (details.length === 0) details.push(...poolProblems(body, orgId));
  return details;
}

/** Team pools belong to the teams of the cycle's participants and sum to its budgets. */
function poolProblems(body: CycleInput, organizationId: string): ErrorDetail[] {
  if (!body.teamBudgets?.length) return [];
  const employeeIds = scopeEmployeeIds({
    organizationId,
    scope: body.scope,
    teamIds: body.scope === 'teams' ? (body.teamIds ?? []) : [],
    employeeIds: body.scope === 'individuals' ? (body.employeeIds ?? []) : [],
  });
  const teams = new Set(
    employeeIds.map((employeeId) => participantTeamId({ employeeId })).filter((t) => t !== null),
  );
  const errors = teamPoolErrors(body, teams);
  return [
    errors.teamBudgets && { field: 'teamBudgets', message: errors.teamBudgets },
    errors.increase && { field: 'increaseBudget', message: errors.increase },
    errors.bonus && { field: 'bonusBudget', message: errors.bonus },
  ].filter((d): d is ErrorDetail => Boolean(d));
}

function validate(body: CycleInput, user: User): void {
  const details = inputProblems(body, user);
  throwIfInvalid(details);
}

/** The stored fields of a cycle from the request body; ids of scopes that do not use them are cleared. */
function cycleFields(body: CycleInput) {
  const teamIds = body.scope === 'teams' ? [...(body.teamIds ?? [])] : [];
  const employeeIds = body.scope === 'individuals' ? [...(body.employeeIds ?? [])] : [];
  const teamBudgets = (body.teamBudgets ?? []).map((b) => ({ ...b }));
  return {
    name: body.name.trim(),
    typeId: body.type,
    startDate: body.startDate,
    endDate: body.endDate,
    totalBudget: body.totalBudget ?? null,
    increaseBudget: body.increaseBudget ?? null,
    bonusBudget: body.bonusBudget ?? null,
    scope: body.scope,
    teamIds,
    employeeIds,
    teamBudgets,
    adminOverride: body.adminOverride,
    adminOverrideJustification: body.adminOverride
      ? (body.adminOverrideJustification ?? '').trim()
      : '',
    reviewWorkflowTemplateId: body.reviewWorkflowTemplateId ?? null,
    approvalWorkflowTemplateId: body.approvalWorkflowTemplateId ?? null,
  };
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Applies a PUT: scope changes add and remove participants and reset progress; workflow changes rebuild instances. */
function applyUpdate(cycle: ReviewCycle, next: ReturnType<typeof cycleFields>, now: string): void {
  const scopeChanged =
    cycle.scope !== next.scope ||
    !sameIds(cycle.teamIds, next.teamIds) ||
    !sameIds(cycle.employeeIds, next.employeeIds);
  const reviewChanged = cycle.reviewWorkflowTemplateId !== next.reviewWorkflowTemplateId;
  const approvalChanged = cycle.approvalWorkflowTemplateId !== next.approvalWorkflowTemplateId;
  const updated = db.reviewCycles.update(cycle.id, { ...next, updatedAt: now }) ?? cycle;
  if (reviewChanged) {
    removeWorkflowInstances(cycle.id, 'review');
    createWorkflowInstance(updated, updated.reviewWorkflowTemplateId, 'review', now);
  }
  if (approvalChanged) {
    removeWorkflowInstances(cycle.id, 'approval');
    createWorkflowInstance(updated, updated.approvalWorkflowTemplateId, 'approval', now);
  }
  if (!scopeChanged && !reviewChanged) return;
  const wanted = new Set(scopeEmployeeIds(updated));
  const current = db.participants.lookup('cycleId', cycle.id);
  const leaving = new Set(current.filter((p) => !wanted.has(p.employeeId)).map((p) => p.id));
  removeParticipantData(leaving);
  db.participants.removeWhere((p) => leaving.has(p.id));
  const staying = current.filter((p) => wanted.has(p.employeeId));
  resetParticipants(updated, staying, now);
  const present = new Set(staying.map((p) => p.employeeId));
  addParticipants(
    updated,
    [...wanted].filter((id) => !present.has(id)),
    now,
  );
}

/** A Draft cycle leaves Draft through Launch only, which checks it and tells everyone (409 otherwise). */
function assertNotLaunchedByEdit(cycle: ReviewCycle, statusId: string | undefined): void {
  if (!statusId || statusId === cycle.statusId) return;
  if (!isDraftStatus(db.reviewStatuses.find(cycle.statusId)?.name)) return;
  if (isDraftStatus(db.reviewStatuses.find(statusId)?.name)) return;
  throw codedConflict(LAUNCH_MESSAGES.launchRequired, 'launch_required');
}

function submittedAt(recommendationId: string, fallback: string): string {
  const submits = eventsOf(recommendationId).filter((e) => e.action === 'submit');
  return submits.at(-1)?.at ?? fallback;
}

/** A lookup list (review statuses, review types) as the contract shows it: id and name only. */
const idsAndNames = (rows: readonly { id: string; name: string }[]) =>
  rows.map(({ id, name }) => ({ id, name }));

export const handlers = [
  defineRoute({
    operationId: 'listReviewCycles',
    auth: ANY_ROLE,
    handler: ({ user }) => {
      const viewer = payViewerOf(user);
      const data = db.reviewCycles
        .lookup('organizationId', user.organizationId)
        .map((cycle) => ({ cycle, participants: visibleParticipants(cycle, user) }))
        .filter(({ participants }) => user.role === 'admin' || participants.length > 0)
        .sort(
          (a, b) =>
            b.cycle.startDate.localeCompare(a.cycle.startDate) ||
            a.cycle.name.localeCompare(b.cycle.name),
        )
        .map(({ cycle, participants }) =>
          shapeCycleBudgets(
            toCycleDto(cycle, { participants }),
            viewer,
            visiblePoolTeamIds(participants, user),
          ),
        );
      return ok(200, { data });
    },
  }),
  defineRoute({
    operationId: 'createReviewCycle',
    auth: ['admin'],
    handler: ({ user, body, now }) => {
      validate(body, user);
      const stamp = now.toISOString();
      const cycle = db.reviewCycles.insert({
        organizationId: user.organizationId,
        ...cycleFields(body),
        statusId: draftStatusId(user.organizationId),
        createdAt: stamp,
        updatedAt: stamp,
      });
      createWorkflowInstance(cycle, cycle.reviewWorkflowTemplateId, 'review', stamp);
      createWorkflowInstance(cycle, cycle.approvalWorkflowTemplateId, 'approval', stamp);
      addParticipants(cycle, scopeEmployeeIds(cycle), stamp);
      const participants = db.participants.lookup('cycleId', cycle.id);
      return okVersioned(201, { data: toCycleDto(cycle, { participants, withProgress: true }) });
    },
  }),
  defineRoute({
    operationId: 'listPendingApprovals',
    auth: ANY_ROLE,
    handler: ({ user, now }) => {
      // One row per pending approval (src/lib/pending-approvals): the step each recommendation
      // awaits now. A non-admin's list holds those they may decide (separation of duties, order).
      const data = pendingApprovalsOfOrganization(user.organizationId)
        .filter(
          ({ step }) =>
            user.role === 'admin' ||
            (step.approverEmployeeId === user.employeeId && decidableNow(step, user)),
        )
        .flatMap(({ recommendation, step, position, total }) => {
          const participant = db.participants.find(recommendation.participantId);
          const cycle = db.reviewCycles.find(recommendation.cycleId);
          if (!participant || !cycle) return [];
          const since = submittedAt(recommendation.id, recommendation.createdAt);
          return [
            {
              id: step.id,
              employeeName: employeeName(participant.employeeId),
              reviewCycle: cycle.name,
              daysPending: Math.max(0, daysBetween(since, now)),
              cycleId: cycle.id,
              participantId: participant.id,
              recommendationId: recommendation.id,
              employeeId: participant.employeeId,
              approverId: step.approverEmployeeId,
              approverName: employeeName(step.approverEmployeeId),
              stepOrder: position,
              stepCount: total,
              submittedAt: since,
            },
          ];
        })
        .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt) || a.id.localeCompare(b.id));
      return ok(200, { data });
    },
  }),
  defineRoute({
    operationId: 'getReviewCycle',
    auth: ANY_ROLE,
    handler: ({ user, params }) => {
      const { cycle, participants } = readableCycle(params.id, user);
      return okVersioned(200, {
        data: shapeCycleBudgets(
          toCycleDto(cycle, { participants, withProgress: user.role === 'admin' }),
          payViewerOf(user),
          visiblePoolTeamIds(participants, user),
        ),
      });
    },
  }),
  defineRoute({
    operationId: 'updateReviewCycle',
    auth: ['admin'],
    handler: ({ user, params, body, now, request }) => {
      const cycle = orgCycle(params.id, user);
      assertVersion(request, versionOf(cycle));
      validate(body, user);
      assertNotLaunchedByEdit(cycle, body.status);
      const stamp = now.toISOString();
      applyUpdate(cycle, cycleFields(body), stamp);
      if (body.status) db.reviewCycles.update(cycle.id, { statusId: body.status });
      const updated = db.reviewCycles.find(cycle.id) ?? cycle;
      const participants = db.participants.lookup('cycleId', cycle.id);
      return okVersioned(200, { data: toCycleDto(updated, { participants, withProgress: true }) });
    },
  }),
  defineRoute({
    operationId: 'deleteReviewCycle',
    auth: ['admin'],
    handler: ({ user, params }) => {
      deleteCycleCascade(orgCycle(params.id, user));
      return noContent();
    },
  }),
  defineRoute({
    operationId: 'listReviewStatuses',
    auth: ANY_ROLE,
    handler: ({ user }) =>
      ok(200, {
        data: idsAndNames(db.reviewStatuses.lookup('organizationId', user.organizationId)),
      }),
  }),
  defineRoute({
    operationId: 'listReviewTypes',
    auth: ANY_ROLE,
    handler: ({ user }) =>
      ok(200, { data: idsAndNames(db.reviewTypes.lookup('organizationId', user.organizationId)) }),
  }),
  defineRoute({
    operationId: 'getCycleReport',
    auth: ['admin'],
    handler: ({ user, params }) => {
      const cycle = orgCycle(params.cycleId, user);
      return ok(200, { data: buildCycleReport(cycle) });
    },
  }),
];
