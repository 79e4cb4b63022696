import { describe, expect, it } from 'vitest';
import { db, resetDb } from '@mocks/db';
import { DEMO_EMPLOYEE, DEMO_MANAGER, GLOBEX_ADMIN } from '@mocks/seed/accounts';
import { LARGE_EMPLOYEE_COUNT } from '@mocks/seed/large';
import { callApi } from '@mocks/test/api';
import { TEST_NOW } from '@mocks/test/constants';
import { loginAs } from '@mocks/test/login';

function currentCycle() {
  return db.reviewCycles
    .all()
    .find((c) => db.reviewStatuses.find(c.statusId)?.name === 'In Progress')!;
}

const list = (cycleId: string, token?: string, query = '') =>
  callApi('get', `/api/review-cycles/${cycleId}/participants${query}`, { token });

describe('GET /api/review-cycles/{cycleId}/participants', () => {
  it('admin: every participant, sorted by employee name, {data, total}', async () => {
    const cycle = currentCycle();
    const { status, body } = await list(cycle.id, await loginAs('admin'));
    expect(status).toBe(200);
    expect(body.total).toBe(db.participants.lookup('cycleId', cycle.id).length);
    expect(body.data).toHaveLength(body.total);
    const names = body.data.map((r: { employeeName: string }) => r.employeeName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('manager: only direct reports; employee: only themselves; no token 401; other org 404', async () => {
    const cycle = currentCycle();
    const manager = await list(cycle.id, await loginAs('manager'));
    const reports = db.participants.where(
      (p) => p.cycleId === cycle.id && p.managerId === DEMO_MANAGER.employeeId,
    );
    expect(manager.body.data.map((r: { id: string }) => r.id).sort()).toEqual(
      [
        ...reports,
        ...db.participants.where(
          (p) => p.cycleId === cycle.id && p.employeeId === DEMO_MANAGER.employeeId,
        ),
      ]
        .map((p) => p.id)
        .sort(),
    );
    const employee = await list(cycle.id, await loginAs('employee'));
    expect(employee.body.data.map((r: { employeeId: string }) => r.employeeId)).toEqual([
      DEMO_EMPLOYEE.employeeId,
    ]);
    expect((await list(cycle.id)).status).toBe(401);
    expect((await list(cycle.id, await loginAs(GLOBEX_ADMIN.email))).status).toBe(404);
  });

  it('a row has names, stage, salary, the first recommendation and the raise percent', async () => {
    const cycle = currentCycle();
    const { body } = await list(cycle.id, await loginAs('admin'));
    const row = body.data.find(
      (r: { recommendation: unknown; managerId: string }) => r.recommendation && r.managerId,
    );
    const rec = db.recommendations.lookup('participantId', row.id)[0];
    expect(row.recommendedRaise).toBe(rec.proposedIncrease);
    expect(row.currentSalary).toBe(rec.currentSalary);
    expect(row.raisePercentage).toBeCloseTo((rec.proposedIncrease / rec.currentSalary) * 100, 2);
    const manager = db.employees.find(row.managerId)!;
    expect(row.managerName).toBe(`${manager.firstName} ${manager.lastName}`);
    expect(row.recommendation.approvalSteps.length).toBe(
      db.approvalSteps.lookup('recommendationId', rec.id).length,
    );
    expect(row.workflowStepStatuses.length).toBe(2);

    const without = body.data.find((r: { recommendation: unknown }) => !r.recommendation);
    expect(without.recommendedRaise).toBeNull();
    expect(without.raisePercentage).toBeNull();
    expect(without.currentSalary).toBeGreaterThan(0);
  });

  it('filters by status and search text', async () => {
    const cycle = currentCycle();
    const token = await loginAs('admin');
    const pending = await list(cycle.id, token, '?status=pending_approval');
    expect(pending.body.total).toBe(
      db.participants.where((p) => p.cycleId === cycle.id && p.status === 'pending_approval')
        .length,
    );
    for (const search of ['riley chen', 'Chen, Riley', 'RÍLEY chén']) {
      const riley = await list(cycle.id, token, `?search=${encodeURIComponent(search)}`);
      expect(
        riley.body.data.map((r: { employeeId: string }) => r.employeeId),
        search,
      ).toEqual([DEMO_EMPLOYEE.employeeId]);
    }
  });

  it('pages join up to the whole list in the same order; a page is at most 1,000 rows', async () => {
    const cycle = currentCycle();
    const token = await loginAs('admin');
    const whole = (await list(cycle.id, token)).body;
    const ids: string[] = [];
    for (let offset = 0; offset < whole.total; offset += 7) {
      const page = await list(cycle.id, token, `?limit=7&offset=${offset}`);
      expect(page.body.total).toBe(whole.total);
      ids.push(...page.body.data.map((r: { id: string }) => r.id));
    }
    expect(ids).toEqual(whole.data.map((r: { id: string }) => r.id));
    const tooBig = await list(cycle.id, token, '?limit=1001');
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.details).toEqual([{ field: 'limit', message: 'Must be 1000 or less' }]);
  });

  it('answers the large scenario (10,000 participants) in pages of 1,000; timings are logged, not asserted', async () => {
    resetDb('large', TEST_NOW);
    const token = await loginAs('admin');
    const cycle = db.reviewCycles.all()[0];
    await list(cycle.id, token); // the first read builds the store's caches and indexes
    const call: number[] = [];
    const first = await list(cycle.id, token);
    expect(first.body.total).toBe(LARGE_EMPLOYEE_COUNT);
    expect(first.body.data).toHaveLength(1000);
    const ids = new Set<string>();
    for (let offset = 0; offset < LARGE_EMPLOYEE_COUNT; offset += 1000) {
      const started = performance.now();
      const { body } = await list(cycle.id, token, `?offset=${offset}`);
      call.push(performance.now() - started);
      for (const row of body.data as { id: string }[]) ids.add(row.id);
    }
    expect(ids.size).toBe(LARGE_EMPLOYEE_COUNT);
    console.log(
      `large cycle, ${LARGE_EMPLOYEE_COUNT} participants in pages of 1,000: ` +
        `calls (contract check of the response, JSON, fetch) ${call.map((r) => r.toFixed(0)).join(' / ')} ms`,
    );
  }, 120_000);
});

describe('GET /api/review-cycles/{cycleId}/participants/{participantId}', () => {
  const get = (cycleId: string, participantId: string, token?: string) =>
    callApi('get', `/api/review-cycles/${cycleId}/participants/${participantId}`, { token });

  it('returns the participant with employee, stages, submissions, recommendations and answers', async () => {
    const cycle = currentCycle();
    const participant = db.participants.first(
      (p) => p.cycleId === cycle.id && p.employeeId === DEMO_EMPLOYEE.employeeId,
    )!;
    const { status, body } = await get(cycle.id, participant.id, await loginAs('employee'));
    expect(status).toBe(200);
    expect(body.data.employee.firstName).toBe('Riley');
    expect(body.data.manager.id).toBe(DEMO_MANAGER.employeeId);
    expect(body.data.selfReview.status).toBe('draft');
    expect(body.data.managerReview).toBeNull();
    expect(body.data.performanceEntries.length).toBe(
      db.metricResponses.lookup('participantId', participant.id).length,
    );
    expect(body.data.currentStage.type).toBe('self_review');
  });

  it('employee: another participant is 404; manager: a report 200, someone else 404', async () => {
    const cycle = currentCycle();
    const report = db.participants.first(
      (p) =>
        p.cycleId === cycle.id &&
        p.managerId === DEMO_MANAGER.employeeId &&
        p.employeeId !== DEMO_EMPLOYEE.employeeId,
    )!;
    const stranger = db.participants.first(
      (p) =>
        p.cycleId === cycle.id &&
        p.managerId !== DEMO_MANAGER.employeeId &&
        p.employeeId !== DEMO_MANAGER.employeeId,
    )!;
    expect((await get(cycle.id, report.id, await loginAs('employee'))).status).toBe(404);
    const manager = await loginAs('manager');
    expect((await get(cycle.id, report.id, manager)).status).toBe(200);
    expect((await get(cycle.id, stranger.id, manager)).status).toBe(404);
    expect((await get(cycle.id, stranger.id, await loginAs('admin'))).status).toBe(200);
    expect((await get(cycle.id, stranger.id)).status).toBe(401);
  });

  it('404 for a participant of another cycle', async () => {
    const cycle = currentCycle();
    const other = db.participants.first((p) => p.cycleId !== cycle.id)!;
    expect((await get(cycle.id, other.id, await loginAs('admin'))).status).toBe(404);
  });
});
