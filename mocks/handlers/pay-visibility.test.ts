import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_EMPLOYEE, DEMO_MANAGER } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { pinBand } from '@mocks/test/band-fixture';
import { loginAs } from '@mocks/test/login';
import { directReportIds } from '@mocks/views/employee';

/**
 * Pay visibility, the policy a user expects: an employee sees their own pay and nobody else's; a
 * manager their own and their direct reports' (manager assignments, not team membership); an admin
 * their organization's. Drafts: their author and admins. Budgets: admins, a manager their own pools.
 */

const PAY = ['currentSalary', 'bonusesLast12Months', 'lastRating', 'lastIncrease'];
const rileyTeamId = () => db.employees.find(DEMO_EMPLOYEE.employeeId)!.teamIds[0]!;
/** Someone in Riley's team who is not a report of the demo manager (added when the seed has none). */
function teammateNotReported(): string {
  const reports = directReportIds(DEMO_MANAGER.employeeId);
  const teamId = rileyTeamId();
  const inTeam = db.employees.first(
    (e) =>
      e.teamIds.includes(teamId) &&
      !reports.has(e.id) &&
      e.id !== DEMO_MANAGER.employeeId &&
      e.id !== DEMO_EMPLOYEE.employeeId,
  );
  if (inTeam) return inTeam.id;
  const outsider = db.employees.first(
    (e) =>
      e.organizationId === 'org_acme' &&
      !reports.has(e.id) &&
      e.id !== DEMO_MANAGER.employeeId &&
      e.id !== DEMO_EMPLOYEE.employeeId,
  )!;
  db.employees.update(outsider.id, { teamIds: [...outsider.teamIds, teamId] });
  return outsider.id;
}
const payFieldsOf = (member: Record<string, unknown>) => PAY.filter((f) => f in member);

async function teamAs(role: 'admin' | 'manager' | 'employee') {
  const { status, body } = await callApi('get', `/api/teams/${rileyTeamId()}`, {
    token: await loginAs(role),
  });
  expect(status).toBe(200);
  return body.data as { members: Record<string, unknown>[] };
}
const member = (team: { members: Record<string, unknown>[] }, id: string) =>
  team.members.find((m) => m.id === id)!;

describe('teams: members’ pay', () => {
  it('an employee gets their own pay and no colleague’s (detail and list)', async () => {
    const team = await teamAs('employee');
    expect(team.members.length).toBeGreaterThan(2);
    for (const m of team.members) {
      expect(payFieldsOf(m)).toEqual(m.id === DEMO_EMPLOYEE.employeeId ? PAY : []);
    }
    expect(typeof member(team, DEMO_EMPLOYEE.employeeId).currentSalary).toBe('number');
    const list = await callApi('get', '/api/teams', { token: await loginAs('employee') });
    const others = list.body.data.flatMap((t: { members: Record<string, unknown>[] }) =>
      t.members.filter((m) => m.id !== DEMO_EMPLOYEE.employeeId),
    );
    expect(others.length).toBeGreaterThan(0);
    expect(others.flatMap(payFieldsOf)).toEqual([]);
  });

  it('a manager gets their direct reports’ pay, not that of a team member who is not one', async () => {
    const notReport = teammateNotReported();
    const team = await teamAs('manager');
    expect(payFieldsOf(member(team, DEMO_EMPLOYEE.employeeId))).toEqual(PAY);
    expect(payFieldsOf(member(team, notReport))).toEqual([]);
  });

  it('a secondary manager sees the pay of the report too', async () => {
    const notReport = teammateNotReported();
    const assignment = db.managerAssignments.lookup('employeeId', notReport)[0];
    if (assignment)
      db.managerAssignments.update(assignment.id, { secondaryManagerId: DEMO_MANAGER.employeeId });
    else
      db.managerAssignments.insert({
        organizationId: 'org_acme',
        employeeId: notReport,
        primaryManagerId: DEMO_EMPLOYEE.employeeId,
        secondaryManagerId: DEMO_MANAGER.employeeId,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      });
    const team = await teamAs('manager');
    expect(payFieldsOf(member(team, notReport))).toEqual(PAY);
  });

  it('an admin gets everyone’s pay', async () => {
    const team = await teamAs('admin');
    for (const m of team.members) expect(payFieldsOf(m)).toEqual(PAY);
  });
});

/** The current cycle (In Progress) of Acme, where Riley and the demo manager's reports take part. */
const currentCycle = () =>
  db.reviewCycles.first(
    (c) =>
      db.reviewStatuses.find(c.statusId)?.name === 'In Progress' && c.organizationId === 'org_acme',
  )!;
const managerStage = () =>
  db.reviewStages.first((s) => s.organizationId === 'org_acme' && s.type === 'manager_review')!;
const rileyParticipant = () =>
  db.participants.first(
    (p) => p.cycleId === currentCycle().id && p.employeeId === DEMO_EMPLOYEE.employeeId,
  )!;

describe('review cycles: budgets', () => {
  it('an employee gets no budget; a manager their own pools and no totals; an admin all', async () => {
    const cycle = currentCycle();
    const read = async (role: 'admin' | 'manager' | 'employee') =>
      (await callApi('get', `/api/review-cycles/${cycle.id}`, { token: await loginAs(role) })).body
        .data as Record<string, unknown>;
    const totals = ['totalBudget', 'increaseBudget', 'bonusBudget', 'adminOverrideJustification'];
    const employee = await read('employee');
    for (const f of [...totals, 'teamBudgets']) expect(employee).not.toHaveProperty(f);
    const manager = await read('manager');
    for (const f of totals) expect(manager).not.toHaveProperty(f);
    const reportsTeams = new Set(
      db.participants
        .lookup('cycleId', cycle.id)
        .filter((p) => p.managerId === DEMO_MANAGER.employeeId)
        .map((p) => db.employees.find(p.employeeId)?.teamIds[0]),
    );
    const pools = manager.teamBudgets as { teamId: string }[];
    for (const pool of pools) expect(reportsTeams).toContain(pool.teamId);
    expect(pools.length).toBeLessThan(cycle.teamBudgets.length);
    const admin = await read('admin');
    expect(admin.totalBudget).toBe(cycle.totalBudget);
    expect(admin.teamBudgets).toHaveLength(cycle.teamBudgets.length);
    const list = await callApi('get', '/api/review-cycles', { token: await loginAs('employee') });
    for (const c of list.body.data) expect(c).not.toHaveProperty('teamBudgets');
  });
});

describe('compensation data: the manager’s draft', () => {
  async function saveDraft() {
    const p = rileyParticipant();
    const url = `/api/review-cycles/${p.cycleId}/participants/${p.id}/stages/${managerStage().id}/compensation-data`;
    const salaryType = db.compensationTypes.first(
      (t) => t.organizationId === 'org_acme' && /salary/i.test(t.name),
    )!;
    const saved = await callApi('post', url, {
      token: await loginAs('manager'),
      body: {
        compensationChanges: [{ type: salaryType.id, proposedValue: 150000 }],
        justification: 'Private: promotion case not yet agreed with HR',
        status: 'draft',
      },
    });
    return { url, saved };
  }

  it('is readable by its author and admins, not by the employee it is about', async () => {
    const { url, saved } = await saveDraft();
    expect(saved.status).toBe(200);
    expect(saved.body.data.justification).toBe('Private: promotion case not yet agreed with HR');
    const asEmployee = await callApi('get', url, { token: await loginAs('employee') });
    expect(asEmployee.status).toBe(200);
    expect(asEmployee.body.data.status).toBe('draft');
    for (const f of ['compensationChanges', 'justification', 'exceptionJustification'])
      expect(asEmployee.body.data).not.toHaveProperty(f);
    const asAdmin = await callApi('get', url, { token: await loginAs('admin') });
    expect(asAdmin.body.data.justification).toBe('Private: promotion case not yet agreed with HR');
    expect(asAdmin.body.data.compensationChanges).toHaveLength(1);
  });
});

describe('participants: salary and recommendations', () => {
  it('the employee reads their own salary but no amounts or notes of a recommendation not yet approved', async () => {
    const p = rileyParticipant();
    const token = await loginAs('employee');
    const rows = await callApi('get', `/api/review-cycles/${p.cycleId}/participants`, { token });
    expect(rows.body.data).toHaveLength(1);
    expect(typeof rows.body.data[0].currentSalary).toBe('number');
    const detail = await callApi('get', `/api/review-cycles/${p.cycleId}/participants/${p.id}`, {
      token,
    });
    expect(typeof detail.body.data.currentSalary).toBe('number');
    for (const r of detail.body.data.recommendations) {
      expect(r.status).not.toBe('draft');
      expect(r).not.toHaveProperty('notes');
      expect(r).not.toHaveProperty('history');
      if (r.status !== 'approved') expect(r).not.toHaveProperty('proposedIncrease');
    }
  });

  it('an approved recommendation shows its amounts to the employee it is about, without notes', async () => {
    const p = rileyParticipant();
    for (const old of db.recommendations.lookup('participantId', p.id))
      db.recommendations.remove(old.id);
    const rec = db.recommendations.insert({
      organizationId: 'org_acme',
      cycleId: p.cycleId,
      participantId: p.id,
      currentSalary: 100000,
      proposedIncrease: 4000,
      proposedSalary: 104000,
      proposedBonus: 0,
      currency: 'USD',
      notes: 'Top of band next year',
      status: 'approved',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    const detail = await callApi('get', `/api/review-cycles/${p.cycleId}/participants/${p.id}`, {
      token: await loginAs('employee'),
    });
    const shown = detail.body.data.recommendations.find((r: { id: string }) => r.id === rec.id);
    expect(shown.proposedIncrease).toBe(4000);
    expect(shown.proposedSalary).toBe(104000);
    expect(shown).not.toHaveProperty('notes');
  });

  it('a manager reads their reports’ salaries and recommendations in full', async () => {
    const cycle = currentCycle();
    const rows = await callApi('get', `/api/review-cycles/${cycle.id}/participants`, {
      token: await loginAs('manager'),
    });
    const riley = rows.body.data.find(
      (r: { employeeId: string }) => r.employeeId === DEMO_EMPLOYEE.employeeId,
    );
    expect(typeof riley.currentSalary).toBe('number');
    if (riley.recommendation) expect(riley.recommendation).toHaveProperty('proposedIncrease');
  });
});

describe('employees', () => {
  it('a manager reads a report’s salary; an employee their own; nobody else’s is readable', async () => {
    const asManager = await callApi('get', `/api/employees/${DEMO_EMPLOYEE.employeeId}`, {
      token: await loginAs('manager'),
    });
    expect(typeof asManager.body.data.currentSalary).toBe('number');
    const asEmployee = await callApi('get', '/api/employees', { token: await loginAs('employee') });
    expect(asEmployee.body.data.map((e: { id: string }) => e.id)).toEqual([
      DEMO_EMPLOYEE.employeeId,
    ]);
    expect(typeof asEmployee.body.data[0].currentSalary).toBe('number');
  });
});

describe('budgets', () => {
  it('employees get 403; a manager only their pools and no total', async () => {
    const cycle = currentCycle();
    const asEmployee = await callApi('get', `/api/review-cycles/${cycle.id}/budget`, {
      token: await loginAs('employee'),
    });
    expect(asEmployee.status).toBe(403);
    const asManager = await callApi('get', `/api/review-cycles/${cycle.id}/budget`, {
      token: await loginAs('manager'),
    });
    expect(asManager.body.data).not.toHaveProperty('total');
    const asAdmin = await callApi('get', `/api/review-cycles/${cycle.id}/budget`, {
      token: await loginAs('admin'),
    });
    expect(asManager.body.data.teams.length).toBeLessThan(asAdmin.body.data.teams.length);
  });
});

describe('band positions: pay, like the salary they are computed from', () => {
  const rowsAs = async (role: 'admin' | 'manager' | 'employee') =>
    (
      await callApi('get', `/api/review-cycles/${currentCycle().id}/participants`, {
        token: await loginAs(role),
      })
    ).body.data as Record<string, unknown>[];

  it('an employee reads their own position before, and after only once approved', async () => {
    pinBand('pending_approval');
    const [pending] = await rowsAs('employee');
    expect(pending).toMatchObject({ bandBefore: { salary: 90_000, compaRatio: 0.9 } });
    expect(pending).not.toHaveProperty('bandAfter');
    expect(pending).not.toHaveProperty('recommendedRaise');
    pinBand('approved');
    const [approved] = await rowsAs('employee');
    expect(approved).toMatchObject({ bandAfter: { salary: 105_000, compaRatio: 1.05 } });
  });

  it('a manager reads the positions of the participants they review; every row keeps its level', async () => {
    pinBand('pending_approval');
    const rows = await rowsAs('manager');
    const reviewed = rows.filter((r) => r.managerId === DEMO_MANAGER.employeeId);
    expect(reviewed.length).toBeGreaterThan(1);
    for (const row of reviewed) {
      expect(row).toHaveProperty('bandBefore');
      expect(row).toHaveProperty('level');
    }
    const riley = rows.find((r) => r.employeeId === DEMO_EMPLOYEE.employeeId)!;
    expect(riley).toMatchObject({ bandAfter: { salary: 105_000 } });
    // Seeded reports have levels: the positions are there, not only their keys.
    expect(reviewed.filter((r) => r.bandBefore !== null).length).toBeGreaterThan(1);
  });

  it('a row whose pay the caller may not see leaves out both positions, not its level', async () => {
    const rows = await rowsAs('admin');
    const row = rows.find((r) => r.bandBefore && r.bandAfter)!;
    const { shapeParticipantRow } = await import('@mocks/views/pay-shaping');
    const stranger = {
      role: 'manager',
      organizationId: 'org_acme',
      employeeId: 'emp_nobody',
      reportIds: new Set<string>(),
    };
    const shaped = shapeParticipantRow(row as never, stranger) as Record<string, unknown>;
    for (const f of ['currentSalary', 'bandBefore', 'recommendedRaise', 'bandAfter'])
      expect(shaped).not.toHaveProperty(f);
    expect(shaped.level).toEqual(row.level);
  });

  it('calibration cards carry positions for the participants the caller calibrates only', async () => {
    pinBand('pending_approval');
    const cycle = currentCycle();
    const view = await callApi('get', `/api/review-cycles/${cycle.id}/calibration`, {
      token: await loginAs('manager'),
    });
    expect(view.status).toBe(200);
    const reports = directReportIds(DEMO_MANAGER.employeeId);
    for (const p of view.body.data.participants) {
      expect(reports.has(p.employeeId) || p.managerId === DEMO_MANAGER.employeeId).toBe(true);
    }
    const riley = view.body.data.participants.find(
      (p: { employeeId: string }) => p.employeeId === DEMO_EMPLOYEE.employeeId,
    );
    expect(riley.bandBefore).toMatchObject({ compaRatio: 0.9, status: 'in_range' });
    expect(riley.bandAfter).toMatchObject({ compaRatio: 1.05 });
    const asEmployee = await callApi('get', `/api/review-cycles/${cycle.id}/calibration`, {
      token: await loginAs('employee'),
    });
    expect(asEmployee.status).toBe(403);
  });

  it('My Compensation gives the employee their own level and position, as their record does', async () => {
    const token = await loginAs('employee');
    const mine = await callApi('get', '/api/me/compensation', { token });
    const record = await callApi('get', `/api/employees/${DEMO_EMPLOYEE.employeeId}`, { token });
    expect(mine.body.level).toEqual(record.body.data.level);
    expect(mine.body.bandPosition).toEqual(record.body.data.bandPosition);
    expect(mine.body.bandPosition.salary).toBe(record.body.data.currentSalary);
  });
});
