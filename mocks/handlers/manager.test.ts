import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_EMPLOYEE, DEMO_MANAGER } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';
import { setPayHistory } from '@mocks/test/pay-history';

const get = async (path: string, role: 'admin' | 'manager' | 'employee' = 'manager') =>
  callApi('get', path, { token: await loginAs(role) });
const currentCycle = () =>
  db.reviewCycles.first(
    (c) =>
      c.organizationId === 'org_acme' && db.reviewStatuses.find(c.statusId)?.name === 'In Progress',
  )!;

describe('role cells of the manager calls', () => {
  it.each(['/api/manager/team', '/api/manager/summary'])(
    '%s: admin and manager 200, employee 403, no token 401',
    async (path) => {
      expect((await get(path, 'admin')).status).toBe(200);
      expect((await get(path, 'manager')).status).toBe(200);
      expect((await get(path, 'employee')).status).toBe(403);
      expect((await callApi('get', path)).status).toBe(401);
    },
  );
});

describe('GET /api/manager/team', () => {
  it('lists exactly the direct reports, never anyone else', async () => {
    const { body } = await get('/api/manager/team');
    // Reports are the employees whose primary or secondary manager is the caller, as assigned.
    const expected = new Set(
      db.managerAssignments
        .where(
          (a) =>
            a.primaryManagerId === DEMO_MANAGER.employeeId ||
            a.secondaryManagerId === DEMO_MANAGER.employeeId,
        )
        .map((a) => a.employeeId),
    );
    // The demo manager has six (mocks/seed/accounts.ts).
    expect(expected.size).toBe(6);
    expect(new Set(body.data.map((r: { id: string }) => r.id))).toEqual(expected);
  });

  it('computes salary and last increase from the compensation history, last rating from the performance history', async () => {
    // Riley: 90,000 at hire, 100,000, then 104,500 (written before the older entries): the
    // current salary is the latest, the last increase 4,500 = 4.5% of 100,000.
    setPayHistory(DEMO_EMPLOYEE.employeeId, [
      { date: '2026-04-01', salary: 104_500 },
      { date: '2022-03-01', salary: 90_000, changeType: 'hire' },
      { date: '2025-04-01', salary: 100_000 },
    ]);
    // Another report, paid 80,000 since hire (a later entry with a bonus only): no increase.
    const unchanged = db.managerAssignments.first(
      (a) =>
        a.primaryManagerId === DEMO_MANAGER.employeeId && a.employeeId !== DEMO_EMPLOYEE.employeeId,
    )!.employeeId;
    setPayHistory(unchanged, [
      { date: '2021-06-01', salary: 80_000, changeType: 'hire' },
      { date: '2024-04-01', salary: 80_000, bonus: 2_000 },
    ]);
    const { body } = await get('/api/manager/team');
    const reportOf = (id: string) => body.data.find((r: { id: string }) => r.id === id);
    expect(reportOf(DEMO_EMPLOYEE.employeeId)).toMatchObject({
      currentSalary: 104_500,
      lastIncrease: { date: '2026-04-01', amount: 4_500, percent: 4.5 },
    });
    expect(reportOf(unchanged)).toMatchObject({ currentSalary: 80_000, lastIncrease: null });
    for (const report of body.data) {
      const ratings = db.performanceHistories
        .where((p) => p.employeeId === report.id)
        .sort((a, b) => b.date.localeCompare(a.date));
      expect(report.lastRating).toBe(ratings[0]?.ratingName ?? null);
    }
  });

  it('gives each report their status and participant in the active cycle', async () => {
    const cycle = currentCycle();
    const { body } = await get('/api/manager/team');
    for (const report of body.data) {
      const participant = db.participants.first(
        (p) => p.cycleId === cycle.id && p.employeeId === report.id,
      );
      expect(report.activeCycleId).toBe(cycle.id);
      expect(report.participantId).toBe(participant!.id);
      expect(report.reviewStatus).toBe(participant!.status);
    }
  });

  it('follows a reassignment: a report moved to another manager leaves the team', async () => {
    const assignment = db.managerAssignments.first(
      (a) =>
        a.primaryManagerId === DEMO_MANAGER.employeeId && a.employeeId !== DEMO_EMPLOYEE.employeeId,
    )!;
    db.managerAssignments.update(assignment.id, { primaryManagerId: 'emp_demo_admin' });
    const { body } = await get('/api/manager/team');
    expect(body.data.map((r: { id: string }) => r.id)).not.toContain(assignment.employeeId);
    expect(body.data).toHaveLength(5);
  });
});

describe('GET /api/manager/summary', () => {
  /** The manager review instances of the manager's reports in the current cycle (the seed's). */
  const managerReviewInstances = () => {
    const cycle = currentCycle();
    const stage = db.reviewStages.first(
      (s) => s.organizationId === 'org_acme' && s.type === 'manager_review',
    )!;
    return db.participants
      .where((p) => p.cycleId === cycle.id && p.managerId === DEMO_MANAGER.employeeId)
      .map((p) => ({
        participant: p,
        instance: db.stageInstances
          .lookup('participantId', p.id)
          .find((i) => i.stageId === stage.id),
      }));
  };
  const submitted = (status: string | undefined) =>
    status === 'pending_approval' || status === 'completed';

  it('counts direct reports, the manager reviews they owe in active cycles (submitted or not) and the approvals awaiting the caller', async () => {
    const { body } = await get('/api/manager/summary');
    const reviews = managerReviewInstances();
    const queue = await get('/api/review-cycles/pending-approvals');
    // The demo's manager: six reports, two manager reviews submitted of six, one approval to
    // decide (the one their approval queue holds).
    expect(reviews.filter((r) => submitted(r.instance?.status))).toHaveLength(2);
    expect(queue.body.data).toHaveLength(1);
    expect(body.data).toEqual({
      teamMembers: 6,
      activeReviews: 4,
      completedReviews: 2,
      pendingApprovals: 1,
    });
  });

  it('a decision on an approval step lowers Pending Approvals; a submitted manager review moves between the counts', async () => {
    const before = (await get('/api/manager/summary')).body.data;
    // A step the manager may decide now (the queue holds only those).
    const queued = (await get('/api/review-cycles/pending-approvals')).body.data[0];
    const step = db.approvalSteps.find(queued.id)!;
    db.approvalSteps.update(step.id, { decision: true, decidedAt: '2026-11-15T12:00:00.000Z' });
    const open = managerReviewInstances().find((r) => r.instance && !submitted(r.instance.status))!;
    db.stageInstances.update(open.instance!.id, { status: 'pending_approval' });
    const after = (await get('/api/manager/summary')).body.data;
    expect(after.pendingApprovals).toBe(before.pendingApprovals - 1);
    expect(after.activeReviews).toBe(before.activeReviews - 1);
    expect(after.completedReviews).toBe(before.completedReviews + 1);
  });
});
