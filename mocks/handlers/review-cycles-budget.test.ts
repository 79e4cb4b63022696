import { describe, expect, it } from 'vitest';
import { BUDGET_MESSAGES } from '@/lib/budgets';
import { db } from '@mocks/db';
import type { Recommendation } from '@mocks/db/records';
import { DEMO_MANAGER } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';

interface Line {
  allocated: number | null;
  spent: number;
  pending: number;
  remaining: number | null;
  spentPercent: number | null;
}
interface Pool {
  teamId: string | null;
  teamName: string;
  payroll: number;
  participantCount: number;
  increase: Line;
  bonus: Line;
}

function currentCycle() {
  return db.reviewCycles
    .all()
    .find((c) => db.reviewStatuses.find(c.statusId)?.name === 'In Progress')!;
}

const teamOf = (rec: Recommendation) =>
  db.employees.find(db.participants.find(rec.participantId)!.employeeId)!.teamIds[0];

async function budget(token: string, cycleId = currentCycle().id) {
  const { status, body } = await callApi('get', `/api/review-cycles/${cycleId}/budget`, { token });
  return { status, data: body?.data as { total: Pool | null; teams: Pool[] } };
}

describe('GET /api/review-cycles/{cycleId}/budget', () => {
  it('computes spent (approved) and pending (submitted) per team pool from the recommendations', async () => {
    const cycle = currentCycle();
    const { status, data } = await budget(await loginAs('admin'));
    expect(status).toBe(200);
    const recs = db.recommendations.lookup('cycleId', cycle.id);
    for (const pool of data.teams.filter((t) => t.teamId)) {
      const mine = recs.filter((r) => teamOf(r) === pool.teamId);
      const sum = (s: string, k: 'proposedIncrease' | 'proposedBonus') =>
        Math.round(mine.filter((r) => r.status === s).reduce((a, r) => a + r[k], 0) * 100) / 100;
      expect(pool.increase.spent).toBe(sum('approved', 'proposedIncrease'));
      expect(pool.increase.pending).toBe(sum('pending_approval', 'proposedIncrease'));
      expect(pool.bonus.spent).toBe(sum('approved', 'proposedBonus'));
      const allocated = cycle.teamBudgets.find((b) => b.teamId === pool.teamId)?.increaseBudget;
      expect(pool.increase.allocated).toBe(allocated);
      expect(pool.increase.remaining).toBeCloseTo(
        allocated! - pool.increase.spent - pool.increase.pending,
        2,
      );
    }
    // The seeded pools split the cycle budgets exactly; the total reads the cycle's budgets.
    expect(data.total!.increase.allocated).toBe(cycle.increaseBudget);
    const pooled = data.teams.reduce((a, t) => a + (t.increase.allocated ?? 0), 0);
    expect(Math.round(pooled * 100) / 100).toBe(cycle.increaseBudget);
    expect(data.total!.participantCount).toBe(db.participants.lookup('cycleId', cycle.id).length);
  });

  it('moves an amount from pending to spent when the last approval lands', async () => {
    const cycle = currentCycle();
    const admin = await loginAs('admin');
    const rec = db.recommendations
      .lookup('cycleId', cycle.id)
      .find(
        (r) =>
          r.status === 'pending_approval' &&
          db.approvalSteps.lookup('recommendationId', r.id).every((s) => s.decision === null),
      )!;
    const team = teamOf(rec);
    const before = (await budget(admin)).data.teams.find((t) => t.teamId === team)!;
    // Each approver approves their own step, in order; the submitter may not decide on their own
    // submission, so the admin decides that step on their behalf.
    const participant = db.participants.find(rec.participantId)!;
    const url = `/api/review-cycles/${cycle.id}/participants/${participant.id}/recommendations/${rec.id}/approve`;
    const submitter = db.recommendationEvents
      .lookup('recommendationId', rec.id)
      .find((e) => e.action === 'submit')?.actorUserId;
    const steps = db.approvalSteps
      .lookup('recommendationId', rec.id)
      .sort((a, b) => a.order - b.order);
    for (const step of steps) {
      const approver = db.users.first((u) => u.employeeId === step.approverEmployeeId)!;
      const token = approver.id === submitter ? admin : await loginAs(approver.email);
      const res = await callApi('patch', url, { token, body: {} });
      expect(res.status).toBe(200);
    }
    expect(db.recommendations.find(rec.id)!.status).toBe('approved');
    const after = (await budget(admin)).data.teams.find((t) => t.teamId === team)!;
    expect(after.increase.pending).toBeCloseTo(before.increase.pending - rec.proposedIncrease, 2);
    expect(after.increase.spent).toBeCloseTo(before.increase.spent + rec.proposedIncrease, 2);
    expect(after.increase.remaining).toBe(before.increase.remaining);
  });

  it('a manager gets the pools of their reports’ teams and no total; an employee 403', async () => {
    const cycle = currentCycle();
    const { status, data } = await budget(await loginAs('manager'));
    expect(status).toBe(200);
    expect(data).not.toHaveProperty('total');
    const reportTeams = new Set(
      db.participants
        .lookup('cycleId', cycle.id)
        .filter((p) => p.managerId === DEMO_MANAGER.employeeId)
        .map((p) => db.employees.find(p.employeeId)!.teamIds[0] ?? null),
    );
    expect(new Set(data.teams.map((t) => t.teamId))).toEqual(reportTeams);
    expect((await budget(await loginAs('employee'))).status).toBe(403);
    expect((await callApi('get', `/api/review-cycles/${cycle.id}/budget`)).status).toBe(401);
  });
});

describe('team pools on the cycle', () => {
  it('refuses pools that do not sum to the budgets, saying by how much', async () => {
    const cycle = currentCycle();
    const admin = await loginAs('admin');
    const { body: current } = await callApi('get', `/api/review-cycles/${cycle.id}`, {
      token: admin,
    });
    const c = current.data;
    const pools = cycle.teamBudgets.map((b, i) =>
      i === 0 ? { ...b, increaseBudget: (b.increaseBudget ?? 0) + 1000 } : b,
    );
    const body = {
      name: c.name,
      type: c.typeId,
      startDate: c.startDate,
      endDate: c.endDate,
      totalBudget: c.totalBudget,
      increaseBudget: c.increaseBudget,
      bonusBudget: c.bonusBudget,
      scope: c.scope,
      teamIds: c.teamIds,
      employeeIds: c.employeeIds,
      teamBudgets: pools,
      adminOverride: c.adminOverride,
      adminOverrideJustification: c.adminOverrideJustification,
      reviewWorkflowTemplateId: c.reviewWorkflowTemplateId,
      approvalWorkflowTemplateId: c.approvalWorkflowTemplateId,
    };
    const refused = await callApi('put', `/api/review-cycles/${cycle.id}`, { token: admin, body });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Team increase pools are $1,000.00 over the increase budget');
    const outside = await callApi('put', `/api/review-cycles/${cycle.id}`, {
      token: admin,
      body: { ...body, teamBudgets: [...cycle.teamBudgets, { teamId: 'nope', increaseBudget: 0 }] },
    });
    expect(outside.body.error).toBe(BUDGET_MESSAGES.poolTeamOutsideCycle);
    const fine = await callApi('put', `/api/review-cycles/${cycle.id}`, {
      token: admin,
      body: { ...body, teamBudgets: cycle.teamBudgets },
    });
    expect(fine.status).toBe(200);
    expect(fine.body.data.teamBudgets).toEqual(cycle.teamBudgets);
  });
});

describe('POST /api/review-cycles/team-payroll', () => {
  it('sums current salaries per team of the scope; admin only', async () => {
    const cycle = currentCycle();
    const admin = await loginAs('admin');
    const { status, body } = await callApi('post', '/api/review-cycles/team-payroll', {
      token: admin,
      body: { scope: 'company' },
    });
    expect(status).toBe(200);
    const budgetPools = (await budget(admin)).data.teams;
    // Company scope = every active employee; the cycle's pools = its participants. They agree
    // (no recommendation changes a current salary) on every team without someone who joined
    // after the cycle was built or left since (the demo has both).
    const inCycle = new Set(db.participants.lookup('cycleId', cycle.id).map((p) => p.employeeId));
    const changed = new Set(
      db.employees
        .all()
        .filter((e) => e.organizationId === cycle.organizationId)
        .filter((e) => e.isActive !== inCycle.has(e.id))
        .flatMap((e) => e.teamIds.slice(0, 1)),
    );
    const rows = body.data.teams as Array<{ teamId: string | null; payroll: number }>;
    const compared = rows.filter((row) => !changed.has(row.teamId ?? ''));
    expect(compared.length).toBeGreaterThanOrEqual(5);
    for (const row of compared) {
      const pool = budgetPools.find((p) => p.teamId === row.teamId);
      expect(row.payroll).toBe(pool?.payroll);
    }
    expect(cycle.scope).toBe('company');
    const manager = await loginAs('manager');
    expect(
      (
        await callApi('post', '/api/review-cycles/team-payroll', {
          token: manager,
          body: { scope: 'company' },
        })
      ).status,
    ).toBe(403);
  });
});
