import { describe, expect, it } from 'vitest';
import { currentSalary, lastIncrease } from '@/lib/compensation';
import { db } from '@mocks/db';
import { DEMO_EMPLOYEE, DEMO_MANAGER } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';
import { compensationHistoryOf, directReportIds } from '@mocks/views/employee';

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
    const expected = directReportIds(DEMO_MANAGER.employeeId);
    expect(expected.size).toBe(6);
    expect(new Set(body.data.map((r: { id: string }) => r.id))).toEqual(expected);
  });

  it('computes salary and last increase from the compensation history, last rating from the performance history', async () => {
    const { body } = await get('/api/manager/team');
    for (const report of body.data) {
      const history = compensationHistoryOf(report.id);
      expect(report.currentSalary).toBe(currentSalary(history));
      const increase = lastIncrease(history);
      expect(report.lastIncrease).toEqual(
        increase
          ? { date: increase.date, amount: increase.amount, percent: increase.percent }
          : null,
      );
      const ratings = db.performanceHistories
        .where((p) => p.employeeId === report.id)
        .sort((a, b) => b.date.localeCompare(a.date));
      expect(report.lastRating).toBe(ratings[0]?.ratingName ?? null);
    }
    const riley = body.data.find((r: { id: string }) => r.id === DEMO_EMPLOYEE.employeeId);
    expect(riley.currentSalary).toBeGreaterThan(0);
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
    const reports = directReportIds(DEMO_MANAGER.employeeId);
    const reviews = managerReviewInstances();
    const queue = await get('/api/review-cycles/pending-approvals');
    expect(body.data).toEqual({
      teamMembers: reports.size,
      activeReviews: reviews.filter((r) => !submitted(r.instance?.status)).length,
      completedReviews: reviews.filter((r) => submitted(r.instance?.status)).length,
      pendingApprovals: queue.body.data.length,
    });
    // The demo's manager: six reports, two manager reviews submitted, one approval to decide.
    expect(body.data).toMatchObject({ activeReviews: 4, completedReviews: 2, pendingApprovals: 1 });
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
