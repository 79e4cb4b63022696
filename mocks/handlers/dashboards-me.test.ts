import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_ADMIN, DEMO_EMPLOYEE, DEMO_MANAGER } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { isApproversTurn } from '@mocks/test/approval-turn';
import { loginAs } from '@mocks/test/login';
import { NO_EMPLOYEE_MESSAGE } from './dashboards-me';

type Task = {
  id: string;
  kind: 'SELF' | 'MANAGER' | 'APPROVAL';
  type: string;
  cycleId: string;
  participantId: string;
  employeeId: string;
  stageId: string | null;
  status: string;
  dueDate: string | null;
  overdue: boolean;
  ready: boolean;
  recommendationId: string | null;
  rating: number | null;
};

const statusName = (cycleId: string) =>
  db.reviewStatuses.find(db.reviewCycles.find(cycleId)!.statusId)?.name;
const cycleNamed = (status: string) =>
  db.reviewCycles.first(
    (c) => c.organizationId === 'org_acme' && db.reviewStatuses.find(c.statusId)?.name === status,
  )!;
const stageOfType = (type: string) =>
  db.reviewStages.first((s) => s.organizationId === 'org_acme' && s.type === type)!;

const metric = (name: string) =>
  db.performanceMetrics.first((m) => m.organizationId === 'org_acme' && m.name === name)!;
const answers = (p: { cycleId: string; employeeId: string }, values: Record<string, string>) =>
  Object.entries(values).map(([name, value]) => ({
    metricId: metric(name).id,
    value,
    employeeId: p.employeeId,
    reviewCycleId: p.cycleId,
  }));
const SELF_ANSWERS = {
  'Key Accomplishments': 'Shipped the billing migration and mentored two engineers.',
  'Top Strength': 'Ownership',
  'Core Values Demonstrated': 'Ownership,Teamwork',
  Collaboration: 'Often',
};
const MANAGER_ANSWERS = {
  'Overall Rating': '4',
  'Performance Level': 'Strong',
  'Ready for Promotion': 'No',
  Collaboration: 'Consistently',
};

async function tasks(role: 'admin' | 'manager' | 'employee'): Promise<Task[]> {
  const { status, body } = await callApi('get', '/api/me/reviews', { token: await loginAs(role) });
  expect(status).toBe(200);
  return body.data as Task[];
}

describe('GET /api/me/reviews', () => {
  it('role cells: every signed-in role 200, no token 401', async () => {
    for (const role of ['admin', 'manager', 'employee'] as const) {
      const { status } = await callApi('get', '/api/me/reviews', { token: await loginAs(role) });
      expect(status).toBe(200);
    }
    expect((await callApi('get', '/api/me/reviews')).status).toBe(401);
  });

  it("an employee gets only their own self reviews, never a Draft cycle's", async () => {
    const data = await tasks('employee');
    expect(data.length).toBeGreaterThan(0);
    for (const task of data) {
      expect(task.kind).toBe('SELF');
      expect(task.type).toBe('SELF');
      expect(task.employeeId).toBe(DEMO_EMPLOYEE.employeeId);
      expect(statusName(task.cycleId)).not.toBe('Draft');
    }
  });

  it('the self review status follows the stage: draft is in progress, submitted is done', async () => {
    const current = cycleNamed('In Progress');
    const self = stageOfType('self_review');
    const own = (await tasks('employee')).find((t) => t.cycleId === current.id)!;
    expect(own.status).toBe('in_progress');
    expect(own.stageId).toBe(self.id);
    expect(own.dueDate).toBe(current.endDate);

    const token = await loginAs('employee');
    const saved = await callApi(
      'post',
      `/api/review-cycles/${current.id}/participants/${own.participantId}/stages/${self.id}/metric-responses`,
      {
        token,
        body: {
          entries: answers(db.participants.find(own.participantId)!, SELF_ANSWERS),
          status: 'pending_approval',
        },
      },
    );
    expect(saved.status).toBe(200);
    const after = (await tasks('employee')).find((t) => t.cycleId === current.id)!;
    // The self review stage needs no manager approval, so submitting completes it.
    expect(self.requiresManagerApproval).toBe(false);
    expect(after.status).toBe('completed');
  });

  it('past reviews carry the rating the employee received in that cycle', async () => {
    const completed = (await tasks('employee')).filter(
      (t) => statusName(t.cycleId) === 'Completed',
    );
    expect(completed.length).toBeGreaterThan(0);
    for (const task of completed) {
      const outcome = db.performanceHistories.first(
        (p) => p.employeeId === DEMO_EMPLOYEE.employeeId && p.cycleId === task.cycleId,
      );
      expect(task.status).toBe('completed');
      expect(task.rating).toBe(outcome?.rating ?? null);
    }
  });

  it('overdue: the due date passed and the caller still has to act', async () => {
    const current = cycleNamed('In Progress');
    db.reviewCycles.update(current.id, { endDate: '2026-11-01' });
    const data = await tasks('manager');
    const inCycle = data.filter((t) => t.cycleId === current.id);
    expect(inCycle.some((t) => t.overdue)).toBe(true);
    for (const task of inCycle) {
      const done =
        task.status === 'completed' ||
        task.status === 'approved' ||
        task.status === 'rejected' ||
        (task.kind !== 'APPROVAL' && task.status === 'pending_approval');
      // A manager review still waiting for the self review is the employee's to move, not overdue.
      expect(task.overdue).toBe(!done && task.ready);
    }
    expect((await tasks('employee')).find((t) => t.cycleId === current.id)!.overdue).toBe(true);
  });

  // A manager review is to do only once the self review before it is submitted.
  it('ready: a manager review waits for its self review; SELF and APPROVAL tasks are ready', async () => {
    const current = cycleNamed('In Progress');
    const data = await tasks('manager');
    const selfStage = db.reviewStages.first(
      (s) => s.organizationId === 'org_acme' && s.type === 'self_review',
    )!;
    for (const task of data.filter((t) => t.cycleId === current.id)) {
      if (task.kind !== 'MANAGER') {
        expect(task.ready).toBe(true);
        continue;
      }
      const self = db.stageInstances
        .lookup('participantId', task.participantId)
        .find((i) => i.stageId === selfStage.id);
      const selfSubmitted = self?.status === 'pending_approval' || self?.status === 'completed';
      expect(task.ready).toBe(selfSubmitted);
    }
    // The demo's manager: four manager reviews not submitted, two of them behind a self review.
    const open = data.filter(
      (t) => t.cycleId === current.id && t.kind === 'MANAGER' && t.status !== 'pending_approval',
    );
    expect(open.map((t) => t.ready).sort()).toEqual([false, false, true, true]);
  });

  it('a manager gets the manager reviews of the participants they manage and the approvals assigned to them', async () => {
    const data = await tasks('manager');
    const managed = db.participants.where(
      (p) => p.managerId === DEMO_MANAGER.employeeId && statusName(p.cycleId) !== 'Draft',
    );
    const managerTasks = data.filter((t) => t.kind === 'MANAGER');
    expect(managerTasks.map((t) => t.participantId).sort()).toEqual(
      managed.map((p) => p.id).sort(),
    );
    for (const task of managerTasks) expect(task.stageId).toBe(stageOfType('manager_review').id);

    const openSteps = db.approvalSteps.where((s) => {
      const rec = db.recommendations.find(s.recommendationId)!;
      return (
        s.approverEmployeeId === DEMO_MANAGER.employeeId &&
        s.decision === null &&
        rec.status === 'pending_approval' &&
        isApproversTurn(s, DEMO_MANAGER.userId)
      );
    });
    const pending = data.filter((t) => t.kind === 'APPROVAL' && t.status === 'pending_approval');
    expect(pending).toHaveLength(openSteps.length);
    expect(pending.length).toBeGreaterThan(0);
    // Their own self review in the cycle where they are a participant too.
    expect(
      data.filter((t) => t.kind === 'SELF').every((t) => t.employeeId === DEMO_MANAGER.employeeId),
    ).toBe(true);
  });

  it('lists no approval of the manager’s own submission (another approver decides it)', async () => {
    const own = db.recommendations.where((rec) => {
      const submit = db.recommendationEvents
        .lookup('recommendationId', rec.id)
        .filter((e) => e.action === 'submit')
        .at(-1);
      return rec.status === 'pending_approval' && submit?.actorUserId === DEMO_MANAGER.userId;
    });
    expect(own.length).toBeGreaterThan(0);
    const listed = (await tasks('manager')).filter((t) => t.kind === 'APPROVAL');
    for (const rec of own) {
      expect(listed.map((t) => t.recommendationId)).not.toContain(rec.id);
    }
  });

  it('a manager submitting a manager review moves it out of the to-do state', async () => {
    const current = cycleNamed('In Progress');
    const stage = stageOfType('manager_review');
    const token = await loginAs('manager');
    const todo = (await tasks('manager')).find(
      (t) => t.kind === 'MANAGER' && t.cycleId === current.id && t.status === 'in_progress',
    )!;
    const participant = db.participants.find(todo.participantId)!;
    const base = `/api/review-cycles/${current.id}/participants/${participant.id}/stages/${stage.id}`;
    const salaryType = db.compensationTypes.first(
      (t) => t.organizationId === 'org_acme' && t.name === 'Base Salary',
    )!;
    const saved = await callApi('post', `${base}/compensation-data`, {
      token,
      body: {
        compensationChanges: [{ type: salaryType.id, proposedValue: 150000 }],
        justification: 'Strong year overall.',
        // 150,000 is above the seeded soft guideline for any rating: the exception needs a reason.
        exceptionJustification: 'Promoted to the senior role this year.',
        status: 'pending_approval',
      },
    });
    expect(saved.status).toBe(200);
    expect(
      (
        await callApi('post', `${base}/metric-responses`, {
          token,
          body: { entries: answers(participant, MANAGER_ANSWERS), status: 'pending_approval' },
        })
      ).status,
    ).toBe(200);
    const after = (await tasks('manager')).find((t) => t.id === todo.id)!;
    expect(after.status).toBe('pending_approval');
    expect(after.overdue).toBe(false);
  });

  it("an admin's tasks are those of their own employee record", async () => {
    const data = await tasks('admin');
    for (const task of data) {
      if (task.kind === 'SELF') expect(task.employeeId).toBe(DEMO_ADMIN.employeeId);
      if (task.kind === 'MANAGER')
        expect(db.participants.find(task.participantId)!.managerId).toBe(DEMO_ADMIN.employeeId);
    }
  });

  it("404 'No employee ID found for user' for a user without an employee record", async () => {
    const token = await loginAs('employee');
    db.users.update(DEMO_EMPLOYEE.userId, { employeeId: null });
    const { status, body } = await callApi('get', '/api/me/reviews', { token });
    expect(status).toBe(404);
    expect(body.error).toBe(NO_EMPLOYEE_MESSAGE);
  });
});

describe('GET /api/me/compensation', () => {
  it('role cells: every signed-in role 200, no token 401', async () => {
    for (const role of ['admin', 'manager', 'employee'] as const) {
      const { status } = await callApi('get', '/api/me/compensation', {
        token: await loginAs(role),
      });
      expect(status).toBe(200);
    }
    expect((await callApi('get', '/api/me/compensation')).status).toBe(401);
  });

  it("is the caller's own history, the same as their employee's compensation history", async () => {
    const token = await loginAs('employee');
    const mine = await callApi('get', '/api/me/compensation', { token });
    const viaEmployee = await callApi(
      'get',
      `/api/employees/${DEMO_EMPLOYEE.employeeId}/compensation-history`,
      { token },
    );
    expect(mine.body.data.length).toBe(
      db.compensationHistories.where((h) => h.employeeId === DEMO_EMPLOYEE.employeeId).length,
    );
    expect(mine.body.data).toEqual(viaEmployee.body.data);
    for (const entry of mine.body.data) expect(entry.employeeId).toBe(DEMO_EMPLOYEE.employeeId);
  });

  it('an employee cannot read a colleague’s pay through the employee calls (404)', async () => {
    const token = await loginAs('employee');
    const colleague = db.employees.first(
      (e) => e.organizationId === 'org_acme' && e.id !== DEMO_EMPLOYEE.employeeId,
    )!;
    for (const tail of ['', '/compensation-history', '/performance-history']) {
      const { status, body } = await callApi('get', `/api/employees/${colleague.id}${tail}`, {
        token,
      });
      expect(status).toBe(404);
      expect(body.data).toBeUndefined();
    }
  });

  it("404 'No employee ID found for user' without an employee record", async () => {
    const token = await loginAs('manager');
    db.users.update(DEMO_MANAGER.userId, { employeeId: null });
    const { status, body } = await callApi('get', '/api/me/compensation', { token });
    expect(status).toBe(404);
    expect(body.error).toBe(NO_EMPLOYEE_MESSAGE);
  });
});
