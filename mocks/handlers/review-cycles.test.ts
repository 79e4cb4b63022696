import { describe, expect, it } from 'vitest';
import { CYCLE_FORM_MESSAGES } from '@/lib/cycles';
import { db } from '@mocks/db';
import { DEMO_EMPLOYEE, DEMO_MANAGER, GLOBEX_ADMIN } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';

const m = CYCLE_FORM_MESSAGES;

function lookups() {
  const orgId = db.users.find(DEMO_MANAGER.userId)!.organizationId;
  const type = db.reviewTypes.lookup('organizationId', orgId)[0];
  const statuses = db.reviewStatuses.lookup('organizationId', orgId);
  const templates = db.workflowTemplates.lookup('organizationId', orgId);
  const platform = db.teams
    .lookup('organizationId', orgId)
    .find((t) => t.name === 'Platform Engineering')!;
  return {
    orgId,
    type,
    active: statuses.find((s) => s.name === 'Active')!,
    review: templates.find((t) => t.type === 'reviewCycle')!,
    approval: templates.find((t) => t.type === 'approvalChain')!,
    platform,
  };
}

function newCycle(overrides: Record<string, unknown> = {}) {
  const l = lookups();
  return {
    name: 'Platform Q1 Review',
    type: l.type.id,
    startDate: '2026-12-01',
    endDate: '2027-01-31',
    totalBudget: 100000,
    increaseBudget: 60000,
    bonusBudget: 40000,
    scope: 'teams',
    teamIds: [l.platform.id],
    employeeIds: [],
    adminOverride: false,
    adminOverrideJustification: null,
    reviewWorkflowTemplateId: l.review.id,
    approvalWorkflowTemplateId: l.approval.id,
    ...overrides,
  };
}

/** The demo's in-progress annual review (participants in every state). */
function currentCycle() {
  return db.reviewCycles
    .all()
    .find((c) => db.reviewStatuses.find(c.statusId)?.name === 'In Progress')!;
}

async function create(token: string, overrides: Record<string, unknown> = {}) {
  return callApi('post', '/api/review-cycles', { token, body: newCycle(overrides) });
}

describe('role cells of the review cycle calls', () => {
  it('list, statuses, types and pending approvals: every role 200, no token 401', async () => {
    for (const path of [
      '/api/review-cycles',
      '/api/review-statuses',
      '/api/review-types',
      '/api/review-cycles/pending-approvals',
    ]) {
      for (const role of ['admin', 'manager', 'employee'] as const) {
        expect(
          (await callApi('get', path, { token: await loginAs(role) })).status,
          `${role} ${path}`,
        ).toBe(200);
      }
      expect((await callApi('get', path)).status).toBe(401);
    }
  });

  it('create, update, delete and report: admin only (403 manager and employee, 401 without token)', async () => {
    const id = currentCycle().id;
    const calls: Array<[string, string, unknown?]> = [
      ['post', '/api/review-cycles', newCycle()],
      ['put', `/api/review-cycles/${id}`, newCycle()],
      ['delete', `/api/review-cycles/${id}`],
      ['get', `/api/review-cycles/${id}/report`],
    ];
    for (const [method, path, body] of calls) {
      for (const role of ['manager', 'employee'] as const) {
        expect((await callApi(method, path, { token: await loginAs(role), body })).status).toBe(
          403,
        );
      }
      expect((await callApi(method, path, { body })).status).toBe(401);
    }
    expect(
      (await callApi('get', `/api/review-cycles/${id}/report`, { token: await loginAs('admin') }))
        .status,
    ).toBe(200);
  });

  it('get: admin, and the manager and employee who take part; another organization 404', async () => {
    const id = currentCycle().id;
    for (const role of ['admin', 'manager', 'employee'] as const) {
      expect(
        (await callApi('get', `/api/review-cycles/${id}`, { token: await loginAs(role) })).status,
      ).toBe(200);
    }
    expect(
      (
        await callApi('get', `/api/review-cycles/${id}`, {
          token: await loginAs(GLOBEX_ADMIN.email),
        })
      ).status,
    ).toBe(404);
    expect((await callApi('get', `/api/review-cycles/${id}`)).status).toBe(401);
  });
});

describe('GET /api/review-cycles', () => {
  it('admin: every cycle of the organization, start date descending, with computed counts', async () => {
    const { body } = await callApi('get', '/api/review-cycles', { token: await loginAs('admin') });
    const starts = body.data.map((c: { startDate: string }) => c.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(body.data).toHaveLength(
      db.reviewCycles.where((c) => c.organizationId === lookups().orgId).length,
    );
    const current = body.data.find((c: { id: string }) => c.id === currentCycle().id);
    const participants = db.participants.lookup('cycleId', currentCycle().id);
    const completed = participants.filter((p) => p.status === 'completed').length;
    expect(current.participantCount).toBe(participants.length);
    expect(current.completedCount).toBe(completed);
    expect(current.completionPercent).toBe(
      Math.round((completed / participants.length) * 1000) / 10,
    );
  });

  it('employee: only the cycles they take part in; manager: also the cycles of their reports', async () => {
    const mine = (employeeId: string) =>
      new Set(db.participants.where((p) => p.employeeId === employeeId).map((p) => p.cycleId));
    const employee = await callApi('get', '/api/review-cycles', {
      token: await loginAs('employee'),
    });
    expect(new Set(employee.body.data.map((c: { id: string }) => c.id))).toEqual(
      mine(DEMO_EMPLOYEE.employeeId),
    );

    const managed = new Set(
      db.participants
        .where(
          (p) =>
            p.managerId === DEMO_MANAGER.employeeId || p.employeeId === DEMO_MANAGER.employeeId,
        )
        .map((p) => p.cycleId),
    );
    const manager = await callApi('get', '/api/review-cycles', { token: await loginAs('manager') });
    expect(new Set(manager.body.data.map((c: { id: string }) => c.id))).toEqual(managed);
  });

  it('another organization sees none of these cycles', async () => {
    const { body } = await callApi('get', '/api/review-cycles', {
      token: await loginAs(GLOBEX_ADMIN.email),
    });
    expect(
      body.data.every((c: { organizationId: string }) => c.organizationId !== lookups().orgId),
    ).toBe(true);
  });
});

describe('POST /api/review-cycles', () => {
  it('creates a Draft cycle with a participant per team member, stages and both workflow instances', async () => {
    const l = lookups();
    const { status, body } = await create(await loginAs('admin'));
    expect(status).toBe(201);
    const cycle = body.data;
    expect(cycle.status.name).toBe('Draft');
    const members = db.employees.where((e) => e.isActive && e.teamIds.includes(l.platform.id));
    const participants = db.participants.lookup('cycleId', cycle.id);
    expect(participants.map((p) => p.employeeId).sort()).toEqual(members.map((e) => e.id).sort());
    expect(cycle.participantCount).toBe(members.length);
    expect(participants.every((p) => p.status === 'not_started')).toBe(true);

    const stageIds = db.workflowStepTemplates
      .lookup('templateId', l.review.id)
      .sort((a, b) => a.order - b.order)
      .map((s) => s.assigneeId);
    expect(participants.every((p) => p.currentStageId === stageIds[0])).toBe(true);
    const instances = db.stageInstances.lookup('participantId', participants[0].id);
    expect(instances.map((s) => s.stageId).sort()).toEqual([...stageIds].sort());
    expect(
      cycle.reviewWorkflowInstance.steps.map((s: { assigneeId: string }) => s.assigneeId),
    ).toEqual(stageIds);
    expect(cycle.approvalWorkflowInstance.steps).toHaveLength(
      db.workflowStepTemplates.lookup('templateId', l.approval.id).length,
    );
    expect(cycle.progress.reviewStatus).toBe('not_started');
  });

  it('company scope takes every active employee and clears team and employee ids', async () => {
    const { body } = await create(await loginAs('admin'), {
      scope: 'company',
      teamIds: [lookups().platform.id],
    });
    expect(body.data.teamIds).toEqual([]);
    const active = db.employees.where((e) => e.organizationId === lookups().orgId && e.isActive);
    expect(body.data.participantCount).toBe(active.length);
  });

  it('individuals scope takes exactly the chosen employees; no workflow means no stages', async () => {
    const { body } = await create(await loginAs('admin'), {
      scope: 'individuals',
      employeeIds: [DEMO_EMPLOYEE.employeeId, DEMO_MANAGER.employeeId],
      reviewWorkflowTemplateId: null,
      approvalWorkflowTemplateId: null,
    });
    expect(body.data.teamIds).toEqual([]);
    expect(body.data.reviewWorkflowInstance).toBeNull();
    const participants = db.participants.lookup('cycleId', body.data.id);
    expect(participants.map((p) => p.employeeId).sort()).toEqual(
      [DEMO_EMPLOYEE.employeeId, DEMO_MANAGER.employeeId].sort(),
    );
    expect(participants.find((p) => p.employeeId === DEMO_EMPLOYEE.employeeId)?.managerId).toBe(
      DEMO_MANAGER.employeeId,
    );
    expect(db.stageInstances.lookup('cycleId', body.data.id)).toEqual([]);
  });

  it.each([
    [{ name: '   ' }, m.nameRequired],
    [{ name: '' }, m.nameRequired],
    [{ type: '' }, m.typeRequired],
    [{ startDate: '' }, m.startDateRequired],
    [{ endDate: '' }, m.endDateRequired],
    [{ startDate: '2027-02-01', endDate: '2027-01-31' }, m.endBeforeStart],
    [{ startDate: '2027-01-31', endDate: '2027-01-31' }, m.endBeforeStart],
    [{ totalBudget: 0 }, m.totalBudgetPositive],
    [{ increaseBudget: -1 }, m.increaseBudgetNegative],
    [{ bonusBudget: -0.01 }, m.bonusBudgetNegative],
    [{ totalBudget: 100, increaseBudget: 60, bonusBudget: 40.01 }, m.budgetsExceedTotal],
    [{ teamIds: [] }, m.teamsRequired],
    [{ scope: 'individuals', employeeIds: [] }, m.employeesRequired],
    [{ adminOverride: true, adminOverrideJustification: '  ' }, m.justificationRequired],
  ])('400 %j → %s', async (overrides, message) => {
    const before = db.reviewCycles.count();
    const { status, body } = await create(await loginAs('admin'), overrides);
    expect(status).toBe(400);
    expect(body.error).toBe(message);
    expect(db.reviewCycles.count()).toBe(before);
  });

  it('accepts budgets that add up to the total exactly, and budgets left out', async () => {
    const token = await loginAs('admin');
    expect(
      (await create(token, { totalBudget: 100, increaseBudget: 60, bonusBudget: 40 })).status,
    ).toBe(201);
    expect(
      (await create(token, { totalBudget: null, increaseBudget: null, bonusBudget: null })).status,
    ).toBe(201);
  });

  it('refuses a team, template or type of another organization', async () => {
    const token = await loginAs('admin');
    const globexTeam = db.teams.first((t) => t.organizationId !== lookups().orgId)!;
    expect((await create(token, { teamIds: [globexTeam.id] })).status).toBe(400);
    expect((await create(token, { reviewWorkflowTemplateId: lookups().approval.id })).status).toBe(
      400,
    );
    expect((await create(token, { type: 'rtype_nope' })).body.error).toBe(m.typeRequired);
  });
});

describe('PUT /api/review-cycles/{id}', () => {
  it('updates fields and the status; the same scope keeps participants and their progress', async () => {
    const token = await loginAs('admin');
    const { body: created } = await create(token);
    const participant = db.participants.lookup('cycleId', created.data.id)[0];
    db.participants.update(participant.id, { status: 'in_progress' });
    // Launched (a Draft leaves Draft through Launch only, see review-cycles-launch.test.ts).
    const inProgress = db.reviewStatuses.first(
      (s) => s.organizationId === lookups().orgId && s.name === 'In Progress',
    )!;
    db.reviewCycles.update(created.data.id, { statusId: inProgress.id });
    const { status, body } = await callApi('put', `/api/review-cycles/${created.data.id}`, {
      token,
      body: newCycle({ name: 'Renamed', status: lookups().active.id }),
    });
    expect(status).toBe(200);
    expect(body.data.name).toBe('Renamed');
    expect(body.data.status.name).toBe('Active');
    expect(db.participants.find(participant.id)?.status).toBe('in_progress');
  });

  it('a scope change adds and removes participants and resets the progress of those who stay', async () => {
    const token = await loginAs('admin');
    const l = lookups();
    const cycle = currentCycle();
    const employeeParticipant = db.participants.first(
      (p) => p.cycleId === cycle.id && p.employeeId === DEMO_EMPLOYEE.employeeId,
    )!;
    const leaving = db.participants.first(
      (p) =>
        p.cycleId === cycle.id && !db.employees.find(p.employeeId)?.teamIds.includes(l.platform.id),
    )!;
    expect(
      db.metricResponses.lookup('participantId', employeeParticipant.id).length,
    ).toBeGreaterThan(0);
    const { status, body } = await callApi('put', `/api/review-cycles/${cycle.id}`, {
      token,
      body: newCycle({
        name: cycle.name,
        startDate: cycle.startDate,
        endDate: cycle.endDate,
        reviewWorkflowTemplateId: cycle.reviewWorkflowTemplateId,
        approvalWorkflowTemplateId: cycle.approvalWorkflowTemplateId,
      }),
    });
    expect(status).toBe(200);
    const members = db.employees.where((e) => e.isActive && e.teamIds.includes(l.platform.id));
    expect(body.data.participantCount).toBe(members.length);
    expect(db.participants.find(leaving.id)).toBeUndefined();
    expect(db.stageInstances.lookup('participantId', leaving.id)).toEqual([]);
    const stayed = db.participants.find(employeeParticipant.id)!;
    expect(stayed.status).toBe('not_started');
    expect(db.metricResponses.lookup('participantId', stayed.id)).toEqual([]);
    expect(
      db.stageInstances.lookup('participantId', stayed.id).every((s) => s.status === 'not_started'),
    ).toBe(true);
    expect(
      db.recommendations
        .lookup('cycleId', cycle.id)
        .every((r) => db.participants.find(r.participantId)),
    ).toBe(true);
  });

  it('validates like create and 404s a cycle of another organization', async () => {
    const token = await loginAs('admin');
    const id = currentCycle().id;
    const bad = await callApi('put', `/api/review-cycles/${id}`, {
      token,
      body: newCycle({ endDate: '2026-01-01' }),
    });
    expect(bad.body.error).toBe(m.endBeforeStart);
    const before = db.reviewCycles.find(id)!;
    const sameDay = await callApi('put', `/api/review-cycles/${id}`, {
      token,
      body: newCycle({ startDate: '2027-01-31', endDate: '2027-01-31' }),
    });
    expect(sameDay.status).toBe(400);
    expect(sameDay.body.details).toContainEqual({ field: 'endDate', message: m.endBeforeStart });
    expect(db.reviewCycles.find(id)).toEqual(before);
    const globex = await loginAs(GLOBEX_ADMIN.email);
    expect(
      (await callApi('put', `/api/review-cycles/${id}`, { token: globex, body: newCycle() }))
        .status,
    ).toBe(404);
  });
});

describe('DELETE /api/review-cycles/{id}', () => {
  it('deletes the cycle with participants, stage data, recommendations and workflow instances', async () => {
    const token = await loginAs('admin');
    const cycle = currentCycle();
    const participantIds = new Set(db.participants.lookup('cycleId', cycle.id).map((p) => p.id));
    const recIds = new Set(db.recommendations.lookup('cycleId', cycle.id).map((r) => r.id));
    expect(recIds.size).toBeGreaterThan(0);
    expect((await callApi('delete', `/api/review-cycles/${cycle.id}`, { token })).status).toBe(204);
    expect(db.reviewCycles.find(cycle.id)).toBeUndefined();
    expect(db.participants.lookup('cycleId', cycle.id)).toEqual([]);
    expect(db.stageInstances.where((s) => participantIds.has(s.participantId))).toEqual([]);
    expect(db.metricResponses.where((s) => participantIds.has(s.participantId))).toEqual([]);
    expect(db.compensationData.where((s) => participantIds.has(s.participantId))).toEqual([]);
    expect(db.recommendations.lookup('cycleId', cycle.id)).toEqual([]);
    expect(db.approvalSteps.where((s) => recIds.has(s.recommendationId))).toEqual([]);
    expect(db.recommendationEvents.where((e) => recIds.has(e.recommendationId))).toEqual([]);
    expect(db.workflowInstances.lookup('cycleId', cycle.id)).toEqual([]);
    expect((await callApi('get', `/api/review-cycles/${cycle.id}`, { token })).status).toBe(404);
    expect((await callApi('delete', `/api/review-cycles/${cycle.id}`, { token })).status).toBe(404);
  });
});

describe('GET /api/review-cycles/{id} progress', () => {
  it('computes review step and approver progress from the participants (spec 02 §4)', async () => {
    const cycle = currentCycle();
    const { body } = await callApi('get', `/api/review-cycles/${cycle.id}`, {
      token: await loginAs('admin'),
    });
    const participants = db.participants.lookup('cycleId', cycle.id);
    const selfStage = db.reviewStages.first(
      (s) => s.organizationId === cycle.organizationId && s.type === 'self_review',
    )!;
    const selfDone = participants.filter(
      (p) =>
        db.stageInstances.lookup('participantId', p.id).find((s) => s.stageId === selfStage.id)
          ?.status === 'completed',
    ).length;
    const selfStep = body.data.progress.reviewSteps.find(
      (s: { name: string }) => s.name === selfStage.name,
    );
    expect(selfStep.completedCount).toBe(selfDone);
    expect(selfStep.percent).toBe(Math.round((selfDone / participants.length) * 1000) / 10);
    expect(body.data.progress.reviewStatus).toBe('in_progress');

    const withRec = participants.filter(
      (p) => db.recommendations.lookup('participantId', p.id).length > 0,
    );
    const admin = body.data.progress.approvers.find(
      (a: { approverName: string }) => a.approverName === 'Morgan Lee',
    );
    const approvedByAdmin = withRec.filter((p) => {
      const rec = db.recommendations.lookup('participantId', p.id)[0];
      return db.approvalSteps
        .lookup('recommendationId', rec.id)
        .some((s) => s.approverEmployeeId === 'emp_demo_admin' && s.decision === true);
    }).length;
    expect(admin.assignedCount).toBe(withRec.length);
    expect(admin.approvedCount).toBe(approvedByAdmin);
  });

  it('no progress block for a manager; counts cover only what they may see', async () => {
    const cycle = currentCycle();
    const { body } = await callApi('get', `/api/review-cycles/${cycle.id}`, {
      token: await loginAs('manager'),
    });
    expect(body.data.progress).toBeUndefined();
    const visible = db.participants.where(
      (p) =>
        p.cycleId === cycle.id &&
        (p.managerId === DEMO_MANAGER.employeeId || p.employeeId === DEMO_MANAGER.employeeId),
    );
    expect(body.data.participantCount).toBe(visible.length);
  });
});

describe('GET /api/review-cycles/pending-approvals', () => {
  it('manager: only the steps awaiting them, days pending counted from the submission', async () => {
    const token = await loginAs('manager');
    const queue = async () =>
      (await callApi('get', '/api/review-cycles/pending-approvals', { token })).body;
    // The demo manager has one approval to decide (mocks/seed/accounts.ts); it was submitted on
    // 5 November, ten days before now (2026-11-15, TEST_NOW).
    const [waiting] = (await queue()).data;
    for (const event of db.recommendationEvents.lookup(
      'recommendationId',
      waiting.recommendationId,
    ))
      if (event.action === 'submit')
        db.recommendationEvents.update(event.id, { at: '2026-11-05T09:00:00.000Z' });
    const body = await queue();
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      submittedAt: '2026-11-05T09:00:00.000Z',
      daysPending: 10,
    });
    for (const item of body.data) {
      expect(item.approverId).toBe(DEMO_MANAGER.employeeId);
      const step = db.approvalSteps.find(item.id)!;
      expect(step.decision).toBeNull();
      expect(db.recommendations.find(item.recommendationId)?.status).toBe('pending_approval');
    }
    const dates = body.data.map((i: { submittedAt: string }) => i.submittedAt);
    expect(dates).toEqual([...dates].sort());
  });

  it('admin: one row per recommendation awaiting a decision, its first undecided step; employee: none', async () => {
    const admin = await callApi('get', '/api/review-cycles/pending-approvals', {
      token: await loginAs('admin'),
    });
    const awaiting = db.recommendations.where(
      (r) =>
        r.organizationId === lookups().orgId &&
        r.status === 'pending_approval' &&
        !db.approvalSteps.lookup('recommendationId', r.id).some((s) => s.decision === false) &&
        db.approvalSteps.lookup('recommendationId', r.id).some((s) => s.decision === null),
    );
    expect(admin.body.data).toHaveLength(awaiting.length);
    // The demo's 18 recommendations awaiting a decision (two of them for hires), not their undecided steps.
    expect(admin.body.data).toHaveLength(18);
    for (const row of admin.body.data) {
      const chain = db.approvalSteps
        .lookup('recommendationId', row.recommendationId)
        .sort((a, b) => a.order - b.order);
      expect(row.id).toBe(chain.find((s) => s.decision === null)!.id);
    }
    expect(
      new Set(admin.body.data.map((r: { recommendationId: string }) => r.recommendationId)).size,
    ).toBe(18);
    const employee = await callApi('get', '/api/review-cycles/pending-approvals', {
      token: await loginAs('employee'),
    });
    expect(employee.body.data).toEqual([]);
  });
});

describe('GET /api/review-cycles/{cycleId}/report', () => {
  it('sums the first recommendations, rejected ones as zero, against the budgets', async () => {
    const cycle = currentCycle();
    const { body } = await callApi('get', `/api/review-cycles/${cycle.id}/report`, {
      token: await loginAs('admin'),
    });
    const recs = db.recommendations.lookup('cycleId', cycle.id);
    const proposed = recs
      .filter((r) => r.status !== 'rejected')
      .reduce((s, r) => s + r.proposedIncrease, 0);
    const approved = recs
      .filter((r) => r.status === 'approved')
      .reduce((s, r) => s + r.proposedIncrease, 0);
    expect(body.data.budget.proposedIncrease).toBe(proposed);
    expect(body.data.budget.approvedIncrease).toBe(approved);
    expect(body.data.budget.remainingIncrease).toBe((cycle.increaseBudget ?? 0) - proposed);
    expect(body.data.participantCount).toBe(db.participants.lookup('cycleId', cycle.id).length);
    const distributed = body.data.raiseDistribution.reduce(
      (s: number, b: { count: number }) => s + b.count,
      0,
    );
    expect(distributed).toBe(recs.length);
  });
});

// An admin's list holds one row per recommendation awaiting a decision; each says which step and approver.
describe('GET /api/review-cycles/pending-approvals names each row’s step and approver', () => {
  it('stepOrder of stepCount and approverName come from the chain', async () => {
    const { body } = await callApi('get', '/api/review-cycles/pending-approvals', {
      token: await loginAs('admin'),
    });
    expect(body.data.length).toBeGreaterThan(0);
    for (const row of body.data) {
      const chain = db.approvalSteps
        .lookup('recommendationId', row.recommendationId)
        .sort((a, b) => a.order - b.order);
      const at = chain.findIndex((s) => s.id === row.id);
      const approver = db.employees.find(chain[at]!.approverEmployeeId)!;
      expect(row).toMatchObject({
        stepOrder: at + 1,
        stepCount: chain.length,
        approverName: `${approver.firstName} ${approver.lastName}`,
      });
    }
  });
});
