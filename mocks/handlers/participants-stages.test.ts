import { describe, expect, it } from 'vitest';
import { NO_EDIT_PERMISSION_MESSAGE } from '@/lib/permissions';
import { COMPENSATION_CHANGE_MESSAGES } from '@/lib/recommendations';
import { db } from '@mocks/db';
import { DEMO_ADMIN, DEMO_EMPLOYEE, DEMO_MANAGER } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';
import { setPayHistory } from '@mocks/test/pay-history';
import { STAGE_LOCKED_MESSAGE, STAGE_REVERTED_MESSAGE } from './participants-stages';

// Demo data: the current cycle runs Self Review → Manager Review; the approval chain is a department
// head then the demo admin. Found by what they are, not by seeded ids.
const currentCycle = () =>
  db.reviewCycles.first(
    (c) =>
      db.reviewStatuses.find(c.statusId)?.name === 'In Progress' && c.organizationId === 'org_acme',
  )!;
const completedCycleOfEmployee = () =>
  db.participants.first(
    (p) =>
      p.employeeId === DEMO_EMPLOYEE.employeeId &&
      db.reviewStatuses.find(db.reviewCycles.find(p.cycleId)!.statusId)?.name === 'Completed',
  )!;
const stageOfType = (type: string) =>
  db.reviewStages.first((s) => s.organizationId === 'org_acme' && s.type === type)!;
const participantOf = (employeeId: string, cycleId = currentCycle().id) =>
  db.participants.first((p) => p.cycleId === cycleId && p.employeeId === employeeId)!;
/** A direct report of the demo manager in the current cycle whose stages are in the given states. */
function report(selfStatus: string, managerStatus: string) {
  const self = stageOfType('self_review').id;
  const manager = stageOfType('manager_review').id;
  return db.participants.first((p) => {
    if (p.cycleId !== currentCycle().id || p.managerId !== DEMO_MANAGER.employeeId) return false;
    const instances = db.stageInstances.lookup('participantId', p.id);
    return (
      instances.find((i) => i.stageId === self)?.status === selfStatus &&
      instances.find((i) => i.stageId === manager)?.status === managerStatus
    );
  })!;
}
const stageUrl = (p: { cycleId: string; id: string }, stageId: string, tail: string) =>
  `/api/review-cycles/${p.cycleId}/participants/${p.id}/stages/${stageId}/${tail}`;
const metric = (name: string) =>
  db.performanceMetrics.first((m) => m.organizationId === 'org_acme' && m.name === name)!;
const entry = (p: { cycleId: string; employeeId: string }, name: string, value: string) => ({
  metricId: metric(name).id,
  value,
  employeeId: p.employeeId,
  reviewCycleId: p.cycleId,
});
const selfAnswers = (p: { cycleId: string; employeeId: string }) => [
  entry(p, 'Key Accomplishments', 'Shipped the billing migration and mentored two engineers.'),
  entry(p, 'Top Strength', 'Ownership'),
  entry(p, 'Core Values Demonstrated', 'Ownership,Teamwork'),
  entry(p, 'Collaboration', 'Often'),
];
const managerAnswers = (p: { cycleId: string; employeeId: string }) => [
  entry(p, 'Overall Rating', '4'),
  entry(p, 'Performance Level', 'Strong'),
  entry(p, 'Ready for Promotion', 'No'),
  entry(p, 'Collaboration', 'Consistently'),
];
const baseSalaryType = () =>
  db.compensationTypes.first((t) => t.organizationId === 'org_acme' && t.name === 'Base Salary')!;
const bonusType = () =>
  db.compensationTypes.first((t) => t.organizationId === 'org_acme' && t.name === 'Annual Bonus')!;
const instanceOf = (participantId: string, stageId: string) =>
  db.stageInstances.lookup('participantId', participantId).find((s) => s.stageId === stageId);

describe('role cells of the stage calls', () => {
  it('reads: admin any participant, manager their reports, employee themself, others 404, no token 401', async () => {
    const own = participantOf(DEMO_EMPLOYEE.employeeId);
    const stranger = db.participants.first(
      (p) =>
        p.cycleId === own.cycleId &&
        p.managerId !== DEMO_MANAGER.employeeId &&
        p.employeeId !== DEMO_MANAGER.employeeId,
    )!;
    const self = stageOfType('self_review').id;
    const [admin, manager, employee] = await Promise.all([
      loginAs('admin'),
      loginAs('manager'),
      loginAs('employee'),
    ]);
    for (const tail of ['unlock-status', 'metric-responses']) {
      expect((await callApi('get', stageUrl(own, self, tail))).status).toBe(401);
      expect((await callApi('get', stageUrl(own, self, tail), { token: admin })).status).toBe(200);
      expect((await callApi('get', stageUrl(own, self, tail), { token: manager })).status).toBe(
        200,
      );
      expect((await callApi('get', stageUrl(own, self, tail), { token: employee })).status).toBe(
        200,
      );
      expect(
        (await callApi('get', stageUrl(stranger, self, tail), { token: employee })).status,
      ).toBe(404);
      expect(
        (await callApi('get', stageUrl(stranger, self, tail), { token: manager })).status,
      ).toBe(404);
    }
    const globex = db.participants.first((p) => p.organizationId === 'org_globex')!;
    expect(
      (await callApi('get', stageUrl(globex, self, 'unlock-status'), { token: admin })).status,
    ).toBe(404);
    expect(
      (await callApi('get', stageUrl(own, 'stage_missing', 'unlock-status'), { token: admin }))
        .status,
    ).toBe(404);
  });

  it('unlock, relock and revert: admin 200, manager and employee 403, no token 401', async () => {
    const own = participantOf(DEMO_EMPLOYEE.employeeId);
    const self = stageOfType('self_review').id;
    const [manager, employee] = await Promise.all([loginAs('manager'), loginAs('employee')]);
    for (const tail of ['unlock', 'relock', 'revert']) {
      expect((await callApi('post', stageUrl(own, self, tail))).status).toBe(401);
      expect((await callApi('post', stageUrl(own, self, tail), { token: manager })).status).toBe(
        403,
      );
      expect((await callApi('post', stageUrl(own, self, tail), { token: employee })).status).toBe(
        403,
      );
    }
    const admin = await loginAs('admin');
    expect((await callApi('post', stageUrl(own, self, 'unlock'), { token: admin })).body).toEqual({
      data: { status: 'Reopened' },
    });
    expect(
      (await callApi('get', stageUrl(own, self, 'unlock-status'), { token: admin })).body,
    ).toEqual({ data: { status: 'Reopened' } });
    expect((await callApi('post', stageUrl(own, self, 'relock'), { token: admin })).body).toEqual({
      data: { status: 'Locked' },
    });
    expect(instanceOf(own.id, self)?.lockStatus).toBe('Locked');
  });

  it("writes: employee their own self review only, manager their reports' manager review only (403 with the spec's sentence)", async () => {
    const own = participantOf(DEMO_EMPLOYEE.employeeId);
    const waiting = report('completed', 'not_started');
    const self = stageOfType('self_review').id;
    const managerStage = stageOfType('manager_review').id;
    const [manager, employee] = await Promise.all([loginAs('manager'), loginAs('employee')]);
    const draft = (answers: unknown[]) => ({ entries: answers, status: 'draft' });

    const denied = await callApi('post', stageUrl(own, managerStage, 'metric-responses'), {
      token: employee,
      body: draft([]),
    });
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe(NO_EDIT_PERMISSION_MESSAGE);
    expect(
      (
        await callApi('post', stageUrl(waiting, self, 'metric-responses'), {
          token: manager,
          body: draft([]),
        })
      ).body.error,
    ).toBe(NO_EDIT_PERMISSION_MESSAGE);
    expect(
      (
        await callApi('post', stageUrl(own, self, 'metric-responses'), {
          token: employee,
          body: draft(selfAnswers(own)),
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await callApi('post', stageUrl(waiting, managerStage, 'metric-responses'), {
          token: manager,
          body: draft(managerAnswers(waiting)),
        })
      ).status,
    ).toBe(200);
    const comp = {
      compensationChanges: [{ type: baseSalaryType().id, proposedValue: 100000 }],
      justification: 'Strong year overall.',
      status: 'draft',
    };
    expect(
      (
        await callApi('post', stageUrl(own, managerStage, 'compensation-data'), {
          token: employee,
          body: comp,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await callApi('post', stageUrl(waiting, managerStage, 'compensation-data'), {
          token: manager,
          body: comp,
        })
      ).status,
    ).toBe(200);
    expect(
      (await callApi('post', stageUrl(waiting, managerStage, 'compensation-data'), { body: comp }))
        .status,
    ).toBe(401);
  });

  it("the demo manager's own self review is theirs to write", async () => {
    const mine = participantOf(DEMO_MANAGER.employeeId);
    const admin = await loginAs('admin');
    await callApi('post', stageUrl(mine, stageOfType('self_review').id, 'revert'), {
      token: admin,
    });
    const { status } = await callApi(
      'post',
      stageUrl(mine, stageOfType('self_review').id, 'metric-responses'),
      {
        token: await loginAs('manager'),
        body: { entries: selfAnswers(mine), status: 'draft' },
      },
    );
    expect(status).toBe(200);
  });
});

describe('locking', () => {
  it("a completed cycle's stage is locked (409) until an admin unlocks it; re-lock locks it again; admins are never locked", async () => {
    const past = completedCycleOfEmployee();
    const self = stageOfType('self_review').id;
    const body = { entries: selfAnswers(past), status: 'draft' };
    const employee = await loginAs('employee');
    const admin = await loginAs('admin');
    const locked = await callApi('post', stageUrl(past, self, 'metric-responses'), {
      token: employee,
      body,
    });
    expect(locked.status).toBe(409);
    expect(locked.body.error).toBe(STAGE_LOCKED_MESSAGE);
    expect(
      (await callApi('post', stageUrl(past, self, 'metric-responses'), { token: admin, body }))
        .status,
    ).toBe(200);
    await callApi('post', stageUrl(past, self, 'unlock'), { token: admin });
    expect(
      (await callApi('post', stageUrl(past, self, 'metric-responses'), { token: employee, body }))
        .status,
    ).toBe(200);
    await callApi('post', stageUrl(past, self, 'relock'), { token: admin });
    expect(
      (await callApi('post', stageUrl(past, self, 'metric-responses'), { token: employee, body }))
        .status,
    ).toBe(409);
  });
});

describe('metric responses', () => {
  it('checks each value against its metric and names the metric (400 with details per entry)', async () => {
    const waiting = report('completed', 'not_started');
    const stage = stageOfType('manager_review').id;
    const token = await loginAs('manager');
    const { status, body } = await callApi('post', stageUrl(waiting, stage, 'metric-responses'), {
      token,
      body: {
        entries: [
          entry(waiting, 'Overall Rating', '7'),
          entry(waiting, 'Performance Level', 'Legendary'),
          entry(waiting, 'Key Accomplishments', 'Not a manager review metric at all.'),
        ],
        status: 'draft',
      },
    });
    expect(status).toBe(400);
    expect(body.error).toBe('Overall Rating: Value must be at most 5');
    expect(body.details).toEqual([
      { field: 'entries[0].value', message: 'Overall Rating: Value must be at most 5' },
      { field: 'entries[1].value', message: 'Performance Level: Please select a valid option' },
      { field: 'entries[2].metricId', message: 'Metric is not part of this stage' },
    ]);
  });

  it('checkbox selections, text lengths, dates and ids', async () => {
    const own = participantOf(DEMO_EMPLOYEE.employeeId);
    const self = stageOfType('self_review').id;
    const token = await loginAs('employee');
    const { body } = await callApi('post', stageUrl(own, self, 'metric-responses'), {
      token,
      body: {
        entries: [
          entry(own, 'Core Values Demonstrated', 'Ownership,Teamwork,Curiosity,Craftsmanship'),
          entry(own, 'Key Accomplishments', 'Too short'),
          { ...entry(own, 'Top Strength', 'Focus'), employeeId: 'emp_someone_else' },
        ],
        status: 'draft',
      },
    });
    expect(body.details).toEqual([
      { field: 'entries[0].value', message: 'Core Values Demonstrated: Select at most 3 options' },
      { field: 'entries[1].value', message: 'Key Accomplishments: Must be at least 20 characters' },
      { field: 'entries[2].employeeId', message: 'Employee does not match the participant' },
    ]);
  });

  it('a draft may leave required metrics empty; a submit may not (details name the metric id)', async () => {
    const own = participantOf(DEMO_EMPLOYEE.employeeId);
    const self = stageOfType('self_review').id;
    const token = await loginAs('employee');
    const partial = [entry(own, 'Top Strength', 'Ownership')];
    expect(
      (
        await callApi('post', stageUrl(own, self, 'metric-responses'), {
          token,
          body: { entries: partial, status: 'draft' },
        })
      ).status,
    ).toBe(200);
    const { status, body } = await callApi('post', stageUrl(own, self, 'metric-responses'), {
      token,
      body: { entries: partial, status: 'pending_approval' },
    });
    expect(status).toBe(400);
    expect(body.details).toEqual([
      {
        field: `metrics.${metric('Key Accomplishments').id}`,
        message: 'Key Accomplishments: This field is required',
      },
      {
        field: `metrics.${metric('Collaboration').id}`,
        message: 'Collaboration: This field is required',
      },
    ]);
    expect(instanceOf(own.id, self)?.status).toBe('draft');
  });

  it('saves the whole form: values are replaced and a value left out is cleared', async () => {
    const own = participantOf(DEMO_EMPLOYEE.employeeId);
    const self = stageOfType('self_review').id;
    const token = await loginAs('employee');
    await callApi('post', stageUrl(own, self, 'metric-responses'), {
      token,
      body: { entries: selfAnswers(own), status: 'draft' },
    });
    const { body } = await callApi('post', stageUrl(own, self, 'metric-responses'), {
      token,
      body: { entries: [entry(own, 'Top Strength', 'Curiosity')], status: 'draft' },
    });
    expect(body.data).toEqual([
      expect.objectContaining({
        metricId: metric('Top Strength').id,
        value: 'Curiosity',
        employeeId: own.employeeId,
        reviewCycleId: own.cycleId,
      }),
    ]);
    const read = await callApi('get', stageUrl(own, self, 'metric-responses'), { token });
    expect(read.body.data.map((r: { value: string }) => r.value)).toEqual(['Curiosity']);
  });

  it('submitting a self review completes the stage and moves the participant to the manager review', async () => {
    const own = participantOf(DEMO_EMPLOYEE.employeeId);
    const self = stageOfType('self_review').id;
    const token = await loginAs('employee');
    const { status, body } = await callApi('post', stageUrl(own, self, 'metric-responses'), {
      token,
      body: { entries: selfAnswers(own), status: 'pending_approval' },
    });
    expect(status).toBe(200);
    expect(body.data.map((r: { value: string }) => r.value)).toEqual([
      'Shipped the billing migration and mentored two engineers.',
      'Ownership',
      'Ownership,Teamwork',
      'Often',
    ]);
    expect(instanceOf(own.id, self)).toMatchObject({
      status: 'completed',
      submittedAt: expect.any(String),
    });
    const participant = await callApi(
      'get',
      `/api/review-cycles/${own.cycleId}/participants/${own.id}`,
      { token },
    );
    expect(participant.body.data).toMatchObject({
      status: 'in_progress',
      currentStageId: stageOfType('manager_review').id,
      selfReview: { status: 'completed' },
    });
  });
});

describe('compensation data', () => {
  it('exists for manager reviews only; nothing saved reads as an empty draft', async () => {
    const waiting = report('completed', 'not_started');
    const token = await loginAs('manager');
    expect(
      (
        await callApi(
          'get',
          stageUrl(waiting, stageOfType('self_review').id, 'compensation-data'),
          { token },
        )
      ).status,
    ).toBe(404);
    const body = {
      compensationChanges: [{ type: baseSalaryType().id, proposedValue: 1 }],
      justification: 'x',
      status: 'draft',
    };
    expect(
      (
        await callApi(
          'post',
          stageUrl(waiting, stageOfType('self_review').id, 'compensation-data'),
          { token: await loginAs('admin'), body },
        )
      ).status,
    ).toBe(404);
    const { status, body: read } = await callApi(
      'get',
      stageUrl(waiting, stageOfType('manager_review').id, 'compensation-data'),
      { token },
    );
    expect(status).toBe(200);
    expect(read.data).toEqual({
      version: expect.any(String),
      compensationChanges: [],
      justification: '',
      status: 'draft',
      recommendationId: null,
      exceptionJustification: null,
      adminOverride: false,
      newLevelId: null,
      promotionJustification: null,
      updatedAt: null,
    });
  });

  it("answers the spec's messages for no change and no justification", async () => {
    const waiting = report('completed', 'not_started');
    const url = stageUrl(waiting, stageOfType('manager_review').id, 'compensation-data');
    const token = await loginAs('manager');
    const none = await callApi('post', url, {
      token,
      body: { compensationChanges: [], justification: 'Good year.', status: 'draft' },
    });
    expect(none.status).toBe(400);
    expect(none.body.error).toBe(COMPENSATION_CHANGE_MESSAGES.changeRequired);
    const blank = await callApi('post', url, {
      token,
      body: {
        compensationChanges: [{ type: baseSalaryType().id, proposedValue: 90000 }],
        justification: '   ',
        status: 'draft',
      },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe(COMPENSATION_CHANGE_MESSAGES.justificationRequired);
    const unknownType = await callApi('post', url, {
      token,
      body: {
        compensationChanges: [{ type: 'ctype_nope', proposedValue: 90000 }],
        justification: 'Good year.',
        status: 'draft',
      },
    });
    expect(unknownType.body.details).toEqual([
      { field: 'compensationChanges[0].type', message: 'Compensation type not found' },
    ]);
  });

  it('a draft saves without a recommendation; the salary row uses the current salary from the history', async () => {
    const waiting = report('completed', 'not_started');
    const url = stageUrl(waiting, stageOfType('manager_review').id, 'compensation-data');
    setPayHistory(waiting.employeeId, [
      { date: '2026-03-01', salary: 80_000 },
      { date: '2025-03-01', salary: 76_000 },
    ]);
    const { body } = await callApi('post', url, {
      token: await loginAs('manager'),
      body: {
        compensationChanges: [
          {
            type: baseSalaryType().id,
            currentValue: 1,
            proposedValue: 85_000,
            percentChange: 99,
          },
        ],
        justification: ' Consistently strong delivery. ',
        status: 'draft',
      },
    });
    expect(body.data).toMatchObject({
      compensationChanges: [
        {
          type: baseSalaryType().id,
          typeName: 'Base Salary',
          // The latest salary of the history, not the one sent; 5,000 / 80,000 = 6.25%.
          currentValue: 80_000,
          proposedValue: 85_000,
          percentChange: 6.25,
          override: false,
        },
      ],
      justification: 'Consistently strong delivery.',
      status: 'draft',
      recommendationId: null,
    });
    expect(db.recommendations.lookup('participantId', waiting.id)).toHaveLength(0);
    expect(instanceOf(waiting.id, stageOfType('manager_review').id)?.status).toBe('draft');
  });

  it('submitting creates the recommendation with its approvers and a submit event; the participant awaits approval', async () => {
    const waiting = report('completed', 'not_started');
    const stage = stageOfType('manager_review').id;
    const token = await loginAs('manager');
    setPayHistory(waiting.employeeId, [{ date: '2026-03-01', salary: 85_000 }]);
    await callApi('post', stageUrl(waiting, stage, 'metric-responses'), {
      token,
      body: { entries: managerAnswers(waiting), status: 'pending_approval' },
    });
    // The metrics alone do not submit a manager review: its compensation data does.
    expect(instanceOf(waiting.id, stage)?.status).toBe('draft');
    const { status, body } = await callApi('post', stageUrl(waiting, stage, 'compensation-data'), {
      token,
      body: {
        compensationChanges: [
          // 85,000 + 4,250 (5%).
          { type: baseSalaryType().id, proposedValue: 89_250 },
          { type: bonusType().id, currentValue: null, proposedValue: 3000 },
        ],
        justification: 'Led the billing migration.',
        // The raise may fall outside the seeded guideline (a soft range): say why.
        exceptionJustification: 'Above the guideline for the migration.',
        status: 'pending_approval',
      },
    });
    expect(status).toBe(200);
    const [rec] = db.recommendations.lookup('participantId', waiting.id);
    expect(body.data.recommendationId).toBe(rec.id);
    expect(rec).toMatchObject({
      currentSalary: 85_000,
      proposedIncrease: 4250,
      proposedSalary: 89_250,
      proposedBonus: 3000,
      notes: 'Led the billing migration.',
      status: 'pending_approval',
    });
    const steps = db.approvalSteps
      .lookup('recommendationId', rec.id)
      .sort((a, b) => a.order - b.order);
    const headEmployee = db.users.first(
      (u) => u.role === 'manager' && u.employeeId === 'emp_0002',
    )?.employeeId;
    // The manager submitted it: the manager step the stage adds is skipped, not left to deadlock.
    expect(steps.map((s) => [s.approverEmployeeId, s.decision])).toEqual([
      [headEmployee, null],
      [DEMO_ADMIN.employeeId, null],
    ]);
    const events = db.recommendationEvents.lookup('recommendationId', rec.id);
    expect(events).toEqual([
      expect.objectContaining({
        action: 'submit',
        actorUserId: DEMO_MANAGER.userId,
        actorName: `${DEMO_MANAGER.firstName} ${DEMO_MANAGER.lastName}`,
        comments: `Manager approval skipped: ${DEMO_MANAGER.firstName} ${DEMO_MANAGER.lastName} submitted it`,
        before: null,
        after: {
          proposedIncrease: 4250,
          proposedSalary: 89_250,
          notes: 'Led the billing migration.',
          newLevel: null,
        },
      }),
    ]);
    expect(db.participants.find(waiting.id)?.status).toBe('pending_approval');
    expect(instanceOf(waiting.id, stage)?.status).toBe('pending_approval');
    const rows = await callApi('get', `/api/review-cycles/${waiting.cycleId}/participants`, {
      token: await loginAs('admin'),
    });
    const row = rows.body.data.find((r: { id: string }) => r.id === waiting.id);
    expect(row).toMatchObject({ status: 'pending_approval', recommendedRaise: 4250 });
    expect(row.recommendation.approvalSteps).toHaveLength(2);
  });
});

describe('revert', () => {
  it('deletes the manager review data and its recommendation and reopens the stage', async () => {
    const submitted = report('completed', 'pending_approval');
    const stage = stageOfType('manager_review').id;
    expect(db.recommendations.lookup('participantId', submitted.id)).not.toHaveLength(0);
    const { status, body } = await callApi('post', stageUrl(submitted, stage, 'revert'), {
      token: await loginAs('admin'),
    });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { status: 'Unlocked' }, message: STAGE_REVERTED_MESSAGE });
    expect(
      db.metricResponses.lookup('participantId', submitted.id).filter((r) => r.stageId === stage),
    ).toHaveLength(0);
    expect(db.compensationData.lookup('participantId', submitted.id)).toHaveLength(0);
    expect(db.recommendations.lookup('participantId', submitted.id)).toHaveLength(0);
    expect(instanceOf(submitted.id, stage)).toMatchObject({
      status: 'not_started',
      lockStatus: 'Unlocked',
      submittedAt: null,
    });
    expect(db.participants.find(submitted.id)).toMatchObject({
      status: 'in_progress',
      currentStageId: stage,
    });
  });

  it('reverting a self review moves the participant back to it', async () => {
    const waiting = report('completed', 'not_started');
    const self = stageOfType('self_review').id;
    await callApi('post', stageUrl(waiting, self, 'revert'), { token: await loginAs('admin') });
    expect(db.metricResponses.lookup('participantId', waiting.id)).toHaveLength(0);
    expect(db.participants.find(waiting.id)).toMatchObject({
      status: 'not_started',
      currentStageId: self,
    });
  });
});

// The manager reads the self review once it is submitted, and nothing of a draft.
describe('who reads a self review', () => {
  it('the manager gets no answers of a draft self review, neither from the stage nor the participant', async () => {
    const p = participantOf(DEMO_EMPLOYEE.employeeId);
    const self = stageOfType('self_review').id;
    const employee = await loginAs('employee');
    const saved = await callApi('post', stageUrl(p, self, 'metric-responses'), {
      token: employee,
      body: {
        entries: [entry(p, 'Top Strength', 'Draft only: not for my manager yet')],
        status: 'draft',
      },
    });
    expect(saved.status).toBe(200);
    const manager = await loginAs('manager');
    const answers = await callApi('get', stageUrl(p, self, 'metric-responses'), { token: manager });
    expect(answers.status).toBe(200);
    expect(answers.body.data).toEqual([]);
    const detail = await callApi('get', `/api/review-cycles/${p.cycleId}/participants/${p.id}`, {
      token: manager,
    });
    expect(JSON.stringify(detail.body)).not.toContain('Draft only');
    const own = await callApi('get', stageUrl(p, self, 'metric-responses'), { token: employee });
    expect(JSON.stringify(own.body.data)).toContain('Draft only');
  });

  it('the manager reads a submitted self review', async () => {
    const p = report('completed', 'not_started') ?? report('completed', 'draft');
    const self = stageOfType('self_review').id;
    const stored = db.metricResponses
      .lookup('participantId', p.id)
      .filter((r) => r.stageId === self);
    expect(stored.length).toBeGreaterThan(0);
    const manager = await loginAs('manager');
    const answers = await callApi('get', stageUrl(p, self, 'metric-responses'), { token: manager });
    expect(answers.body.data.map((r: { value: string }) => r.value).sort()).toEqual(
      stored.map((r) => r.value).sort(),
    );
  });
});
