import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_EMPLOYEE, DEMO_MANAGER } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';
import { setPayHistory } from '@mocks/test/pay-history';
import { TEAM_MESSAGES } from './teams';

const acmeTeams = () => db.teams.where((t) => t.organizationId === 'org_acme');
const rileyTeam = () => db.employees.find(DEMO_EMPLOYEE.employeeId)!.teamIds[0]!;
const globexTeam = () => db.teams.first((t) => t.organizationId === 'org_globex')!.id;

describe('GET /api/teams', () => {
  it('admin: every team of the organization, by name, with managers and members', async () => {
    const { status, body } = await callApi('get', '/api/teams', { token: await loginAs('admin') });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(acmeTeams().length);
    const names = body.data.map((t: { name: string }) => t.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const team = body.data.find((t: { id: string }) => t.id === rileyTeam());
    expect(team.memberCount).toBe(db.employees.count((e) => e.teamIds.includes(team.id)));
    expect(team.manager).toEqual(team.managers[0] ?? null);
  });

  it('manager and employee: only the teams they manage or belong to', async () => {
    for (const [role, account] of [
      ['manager', DEMO_MANAGER],
      ['employee', DEMO_EMPLOYEE],
    ] as const) {
      const { body } = await callApi('get', '/api/teams', { token: await loginAs(role) });
      const employee = db.employees.find(account.employeeId)!;
      const expected = acmeTeams()
        .filter(
          (t) => employee.teamIds.includes(t.id) || t.managerEmployeeIds.includes(employee.id),
        )
        .map((t) => t.id)
        .sort();
      expect(body.data.map((t: { id: string }) => t.id).sort()).toEqual(expected);
    }
    expect((await callApi('get', '/api/teams')).status).toBe(401);
  });
});

describe('GET /api/teams/{id}', () => {
  it('members carry values computed from their history', async () => {
    // Riley: 100,000 and a 4,000 bonus in April 2025, 104,500 and a 6,000 bonus in April 2026.
    // Now is 2026-11-15 (TEST_NOW): the bonuses of the last 12 months are the 6,000 only; the
    // last increase is 4,500, 4.5% of 100,000.
    setPayHistory(DEMO_EMPLOYEE.employeeId, [
      { date: '2026-04-01', salary: 104_500, bonus: 6_000 },
      { date: '2025-04-01', salary: 100_000, bonus: 4_000 },
    ]);
    const { body } = await callApi('get', `/api/teams/${rileyTeam()}`, {
      token: await loginAs('admin'),
    });
    const riley = body.data.members.find((m: { id: string }) => m.id === DEMO_EMPLOYEE.employeeId);
    expect(riley.currentSalary).toBe(104_500);
    expect(riley.bonusesLast12Months).toBe(6_000);
    expect(riley.lastIncrease).toEqual({ date: '2026-04-01', amount: 4_500, percent: 4.5 });
    expect(['Completed', 'In Progress', 'Pending', null]).toContain(riley.reviewStatus);
  });

  it('404 for another organization or a team the caller does not belong to', async () => {
    const admin = await loginAs('admin');
    const res = await callApi('get', `/api/teams/${globexTeam()}`, { token: admin });
    expect([res.status, res.body.error]).toEqual([404, 'Team not found']);
    const employee = await loginAs('employee');
    const foreign = acmeTeams().find(
      (t) => !db.employees.find(DEMO_EMPLOYEE.employeeId)!.teamIds.includes(t.id),
    )!;
    expect((await callApi('get', `/api/teams/${foreign.id}`, { token: employee })).status).toBe(
      404,
    );
    expect((await callApi('get', `/api/teams/${rileyTeam()}`, { token: employee })).status).toBe(
      200,
    );
  });
});

describe('team writes', () => {
  it('role cells: manager and employee 403, no token 401', async () => {
    const id = rileyTeam();
    const calls: Array<[string, string, unknown?]> = [
      ['post', '/api/teams', { name: 'X' }],
      ['put', `/api/teams/${id}`, { name: 'X' }],
      ['delete', `/api/teams/${id}`],
    ];
    for (const [method, path, body] of calls) {
      for (const role of ['manager', 'employee'] as const) {
        expect((await callApi(method, path, { token: await loginAs(role), body })).status).toBe(
          403,
        );
      }
      expect((await callApi(method, path, { body })).status).toBe(401);
    }
  });

  it('creates an active team with a manager and members', async () => {
    const token = await loginAs('admin');
    const { status, body } = await callApi('post', '/api/teams', {
      token,
      body: {
        name: 'Data Platform',
        description: 'Pipelines',
        managerIds: [DEMO_MANAGER.employeeId],
        memberIds: [DEMO_EMPLOYEE.employeeId],
      },
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      name: 'Data Platform',
      isActive: true,
      memberCount: 1,
      manager: { id: DEMO_MANAGER.employeeId },
    });
    expect(db.employees.find(DEMO_EMPLOYEE.employeeId)!.teamIds).toContain(body.data.id);
  });

  it.each([
    [{ name: '  ' }, 400, TEAM_MESSAGES.nameRequired],
    [{}, 400, TEAM_MESSAGES.nameRequired],
    [{ name: 'New', managerIds: [DEMO_EMPLOYEE.employeeId] }, 400, TEAM_MESSAGES.notAManager],
    [{ name: 'New', memberIds: ['emp_missing'] }, 400, TEAM_MESSAGES.unknownEmployee],
  ])('POST %j → %i %s', async (body, status, message) => {
    const res = await callApi('post', '/api/teams', { token: await loginAs('admin'), body });
    expect([res.status, res.body.error]).toEqual([status, message]);
  });

  it('409 for a name in use (any case)', async () => {
    const name = acmeTeams()[0]!.name.toUpperCase();
    const res = await callApi('post', '/api/teams', {
      token: await loginAs('admin'),
      body: { name },
    });
    expect([res.status, res.body.error]).toEqual([409, 'A team with this name already exists']);
  });

  it('PUT replaces fields, managers and members', async () => {
    const token = await loginAs('admin');
    const id = rileyTeam();
    const { status, body } = await callApi('put', `/api/teams/${id}`, {
      token,
      body: {
        name: 'Platform',
        isActive: false,
        managerIds: [],
        memberIds: [DEMO_MANAGER.employeeId],
      },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      name: 'Platform',
      isActive: false,
      managers: [],
      manager: null,
      memberCount: 1,
    });
    expect(db.employees.find(DEMO_EMPLOYEE.employeeId)!.teamIds).not.toContain(id);
  });

  it('DELETE removes the team and every membership', async () => {
    const token = await loginAs('admin');
    const id = rileyTeam();
    db.reviewCycles
      .where((c) => c.teamIds.includes(id))
      .forEach((c) => db.reviewCycles.update(c.id, { teamIds: c.teamIds.filter((t) => t !== id) }));
    expect((await callApi('delete', `/api/teams/${id}`, { token })).status).toBe(204);
    expect(db.teams.find(id)).toBeUndefined();
    expect(db.employees.count((e) => e.teamIds.includes(id))).toBe(0);
  });

  it('DELETE 409 when a review cycle scoped to teams uses it, and nothing changes', async () => {
    const token = await loginAs('admin');
    const id = rileyTeam();
    const cycle = db.reviewCycles.first((c) => c.organizationId === 'org_acme')!;
    db.reviewCycles.update(cycle.id, { scope: 'teams', teamIds: [id] });
    const members = db.employees.count((e) => e.teamIds.includes(id));
    const res = await callApi('delete', `/api/teams/${id}`, { token });
    expect([res.status, res.body.error]).toEqual([409, 'Team is used by a review cycle']);
    expect(db.teams.find(id)).toBeDefined();
    expect(db.employees.count((e) => e.teamIds.includes(id))).toBe(members);
  });

  it('404 for another organization', async () => {
    const token = await loginAs('admin');
    expect(
      (await callApi('put', `/api/teams/${globexTeam()}`, { token, body: { name: 'X' } })).status,
    ).toBe(404);
    expect((await callApi('delete', `/api/teams/${globexTeam()}`, { token })).status).toBe(404);
  });
});
