import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_ADMIN, DEMO_EMPLOYEE, DEMO_MANAGER, GLOBEX_ADMIN } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';
import { setPayHistory } from '@mocks/test/pay-history';
import { EMPLOYEE_MESSAGES } from './employees';

const RILEY = DEMO_EMPLOYEE.employeeId;

/** An Acme employee who does not report to the demo manager. */
function outsider(): string {
  const assignment = db.managerAssignments.first(
    (a) =>
      a.organizationId === 'org_acme' &&
      a.primaryManagerId !== DEMO_MANAGER.employeeId &&
      a.secondaryManagerId !== DEMO_MANAGER.employeeId &&
      a.employeeId !== DEMO_MANAGER.employeeId,
  );
  return assignment!.employeeId;
}

/** An Acme employee flagged as manager, other than the demo manager and admin. */
function otherManager(): string {
  return db.employees.first(
    (e) =>
      e.organizationId === 'org_acme' &&
      e.isManager &&
      e.id !== DEMO_MANAGER.employeeId &&
      e.id !== DEMO_ADMIN.employeeId,
  )!.id;
}

const reads = (id: string) => [
  `/api/employees/${id}`,
  `/api/employees/${id}/compensation-history`,
  `/api/employees/${id}/performance-history`,
  `/api/employees/${id}/managers`,
];

describe('read rules of the employee calls', () => {
  it('admin reads every employee of the organization, not another organization', async () => {
    const token = await loginAs('admin');
    for (const path of [...reads(RILEY), ...reads(outsider())]) {
      expect((await callApi('get', path, { token })).status, path).toBe(200);
    }
    for (const path of reads(GLOBEX_ADMIN.employeeId)) {
      expect((await callApi('get', path, { token })).status, path).toBe(404);
    }
  });

  it('manager reads their own record and direct reports only', async () => {
    const token = await loginAs('manager');
    for (const path of [...reads(DEMO_MANAGER.employeeId), ...reads(RILEY)]) {
      expect((await callApi('get', path, { token })).status, path).toBe(200);
    }
    for (const path of reads(outsider())) {
      expect((await callApi('get', path, { token })).status, path).toBe(404);
    }
  });

  it('employee reads their own record only', async () => {
    const token = await loginAs('employee');
    for (const path of reads(RILEY))
      expect((await callApi('get', path, { token })).status, path).toBe(200);
    for (const path of reads(DEMO_MANAGER.employeeId)) {
      expect((await callApi('get', path, { token })).status, path).toBe(404);
    }
  });

  it('no token: 401', async () => {
    for (const path of ['/api/employees', ...reads(RILEY)])
      expect((await callApi('get', path)).status).toBe(401);
  });

  it('404 answers Employee not found', async () => {
    const token = await loginAs('admin');
    const { body } = await callApi('get', '/api/employees/emp_missing', { token });
    expect(body.error).toBe('Employee not found');
  });
});

describe('GET /api/employees', () => {
  it('lists with total, sorted by last then first name, with limit and offset', async () => {
    const token = await loginAs('admin');
    const all = await callApi('get', '/api/employees', { token });
    const count = db.employees.count((e) => e.organizationId === 'org_acme');
    expect(all.body.total).toBe(count);
    const names = all.body.data.map(
      (e: { lastName: string; firstName: string }) => `${e.lastName} ${e.firstName}`,
    );
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const page = await callApi('get', '/api/employees?limit=5&offset=5', { token });
    expect(page.body.total).toBe(count);
    expect(page.body.data.map((e: { id: string }) => e.id)).toEqual(
      all.body.data.slice(5, 10).map((e: { id: string }) => e.id),
    );
  });

  it('searches names, position and user email; filters by team', async () => {
    const token = await loginAs('admin');
    const byEmail = await callApi('get', '/api/employees?search=EMPLOYEE@MERITLY', { token });
    expect(byEmail.body.data.map((e: { id: string }) => e.id)).toEqual([RILEY]);
    const team = db.employees.find(RILEY)!.teamIds[0]!;
    const members = await callApi('get', `/api/employees?teamId=${team}`, { token });
    expect(members.body.total).toBe(db.employees.count((e) => e.teamIds.includes(team)));
  });

  it('searches by full name in either order, with or without a comma, accents and case aside', async () => {
    const token = await loginAs('admin');
    db.employees.update(RILEY, { firstName: 'Sofía', lastName: 'Alvarez' });
    const found = async (search: string) => {
      const res = await callApi('get', `/api/employees?search=${encodeURIComponent(search)}`, {
        token,
      });
      return res.body.data.map((e: { id: string }) => e.id);
    };
    for (const search of ['Sofia Alvarez', 'Alvarez, Sofia', 'ÁLVAREZ sofía', 'sof alv'])
      expect(await found(search), search).toContain(RILEY);
    expect(await found('Sofia Nobody')).not.toContain(RILEY);
  });

  it('manager sees self and direct reports; employee only self', async () => {
    const manager = await callApi('get', '/api/employees', { token: await loginAs('manager') });
    const reports = db.managerAssignments.where(
      (a) =>
        a.primaryManagerId === DEMO_MANAGER.employeeId ||
        a.secondaryManagerId === DEMO_MANAGER.employeeId,
    );
    expect(manager.body.total).toBe(reports.length + 1);
    const employee = await callApi('get', '/api/employees', { token: await loginAs('employee') });
    expect(employee.body.data.map((e: { id: string }) => e.id)).toEqual([RILEY]);
  });
});

describe('GET /api/employees/{id} and histories', () => {
  it('computes the current salary from the history and gives managers and teams', async () => {
    // The newest salary by effective date (spec 02 §7), 104,500, though written first.
    setPayHistory(RILEY, [
      { date: '2026-04-01', salary: 104_500 },
      { date: '2022-03-01', salary: 90_000, changeType: 'hire' },
    ]);
    const token = await loginAs('admin');
    const { body } = await callApi('get', `/api/employees/${RILEY}`, { token });
    const history = await callApi('get', `/api/employees/${RILEY}/compensation-history`, { token });
    expect(history.body.data).toHaveLength(2);
    expect(body.data.currentSalary).toBe(104_500);
    expect(body.data.primaryManager).toMatchObject({
      id: DEMO_MANAGER.employeeId,
      firstName: DEMO_MANAGER.firstName,
    });
    expect(body.data.user).toMatchObject({
      email: DEMO_EMPLOYEE.email,
      roleAssignment: { role: { name: 'employee' } },
    });
    expect(body.data.teams.length).toBeGreaterThan(0);
    const dates = history.body.data.map((h: { effectiveDate: string }) => h.effectiveDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(history.body.data[0].components[0].type.name).toBeTruthy();
  });

  it('performance history is newest first', async () => {
    const token = await loginAs('admin');
    const { body } = await callApi('get', `/api/employees/${RILEY}/performance-history`, { token });
    const dates = body.data.map((h: { date: string }) => h.date);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('PUT /api/employees/{id}', () => {
  const base = { firstName: 'Riley', lastName: 'Chen' };

  it('role cells: manager and employee 403, no token 401', async () => {
    for (const role of ['manager', 'employee'] as const) {
      const res = await callApi('put', `/api/employees/${RILEY}`, {
        token: await loginAs(role),
        body: base,
      });
      expect(res.status).toBe(403);
    }
    expect((await callApi('put', `/api/employees/${RILEY}`, { body: base })).status).toBe(401);
  });

  it('refuses a changed hire date before 1900-01-01 and keeps the stored one', async () => {
    const token = await loginAs('admin');
    const stored = db.employees.find(RILEY)!.hireDate;
    const res = await callApi('put', `/api/employees/${RILEY}`, {
      token,
      body: { ...base, hireDate: '1800-01-01' },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual({
      field: 'hireDate',
      message: 'Hire date cannot be before 1900-01-01',
    });
    expect(db.employees.find(RILEY)!.hireDate).toBe(stored);
  });

  it('updates fields, teams as a set and the user name', async () => {
    const token = await loginAs('admin');
    const teams = db.teams
      .where((t) => t.organizationId === 'org_acme')
      .slice(0, 2)
      .map((t) => t.id);
    const { status, body } = await callApi('put', `/api/employees/${RILEY}`, {
      token,
      body: {
        ...base,
        lastName: 'Chen-Li',
        position: 'Senior Software Engineer',
        personalEmail: '',
        teams,
      },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      lastName: 'Chen-Li',
      position: 'Senior Software Engineer',
      personalEmail: null,
    });
    expect(body.data.teams.map((t: { id: string }) => t.id).sort()).toEqual([...teams].sort());
    expect(db.users.find(DEMO_EMPLOYEE.userId)?.lastName).toBe('Chen-Li');
  });

  it.each([
    [{ firstName: ' ' }, EMPLOYEE_MESSAGES.firstNameRequired],
    [{ lastName: '' }, EMPLOYEE_MESSAGES.lastNameRequired],
    [{ personalEmail: 'riley@' }, EMPLOYEE_MESSAGES.invalidEmail],
    [{ workEmail: 'riley@' }, EMPLOYEE_MESSAGES.invalidEmail],
    [
      { workEmail: 'riley.home@example.com' },
      'This is the email they sign in with: change it on the Users page',
    ],
    [{ primaryManagerId: RILEY }, 'An employee cannot be their own manager'],
    [
      { primaryManagerId: DEMO_MANAGER.employeeId, secondaryManagerId: DEMO_MANAGER.employeeId },
      'Secondary manager cannot be the same as primary manager',
    ],
    [{ teams: ['team_missing'] }, EMPLOYEE_MESSAGES.unknownTeam],
  ])('400 for %j', async (change, message) => {
    const token = await loginAs('admin');
    const res = await callApi('put', `/api/employees/${RILEY}`, {
      token,
      body: { ...base, ...change },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it("an account holder's work email is the one they sign in with; sending it back changes nothing", async () => {
    const token = await loginAs('admin');
    const res = await callApi('put', `/api/employees/${RILEY}`, {
      token,
      body: { ...base, workEmail: DEMO_EMPLOYEE.email.toUpperCase() },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.workEmail).toBe(DEMO_EMPLOYEE.email);
    expect(db.users.find(DEMO_EMPLOYEE.userId)?.email).toBe(DEMO_EMPLOYEE.email);
  });

  it('managers must be managers or admins of the organization', async () => {
    const token = await loginAs('admin');
    const peer = db.employees.first(
      (e) => e.organizationId === 'org_acme' && !e.isManager && e.id !== RILEY,
    )!;
    for (const id of [peer.id, GLOBEX_ADMIN.employeeId]) {
      const res = await callApi('put', `/api/employees/${RILEY}`, {
        token,
        body: { ...base, primaryManagerId: id },
      });
      expect(res.body.error).toBe(EMPLOYEE_MESSAGES.notAManager);
    }
    const admin = await callApi('put', `/api/employees/${RILEY}`, {
      token,
      body: { ...base, primaryManagerId: DEMO_ADMIN.employeeId },
    });
    expect(admin.status).toBe(200);
    expect(admin.body.data.primaryManagerId).toBe(DEMO_ADMIN.employeeId);
  });

  it('404 for another organization', async () => {
    const token = await loginAs('admin');
    expect(
      (await callApi('put', `/api/employees/${GLOBEX_ADMIN.employeeId}`, { token, body: base }))
        .status,
    ).toBe(404);
  });
});

describe('manager assignments', () => {
  it('POST 409 when one exists; PUT changes it; DELETE removes it', async () => {
    const token = await loginAs('admin');
    const existing = db.managerAssignments.lookup('employeeId', RILEY)[0]!;
    const dup = await callApi('post', `/api/employees/${RILEY}/managers`, {
      token,
      body: { primaryManagerId: DEMO_MANAGER.employeeId },
    });
    expect([dup.status, dup.body.error]).toEqual([409, 'Manager assignment already exists']);

    const secondary = otherManager();
    const put = await callApi('put', `/api/employees/${RILEY}/managers/${existing.id}`, {
      token,
      body: { primaryManagerId: DEMO_MANAGER.employeeId, secondaryManagerId: secondary },
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ employeeId: RILEY, secondaryManagerId: secondary });
    const users = await callApi('get', '/api/users', { token });
    expect(
      users.body.find((u: { id: string }) => u.id === DEMO_EMPLOYEE.userId).secondaryManagerId,
    ).toBe(secondary);

    const same = await callApi('put', `/api/employees/${RILEY}/managers/${existing.id}`, {
      token,
      body: { primaryManagerId: secondary, secondaryManagerId: secondary },
    });
    expect([same.status, same.body.error]).toEqual([
      400,
      'Secondary manager cannot be the same as primary manager',
    ]);

    expect(
      (await callApi('delete', `/api/employees/${RILEY}/managers/${existing.id}`, { token }))
        .status,
    ).toBe(204);
    const list = await callApi('get', `/api/employees/${RILEY}/managers`, { token });
    expect(list.body.data).toEqual([]);
    const created = await callApi('post', `/api/employees/${RILEY}/managers`, {
      token,
      body: { primaryManagerId: secondary },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      primaryManagerId: secondary,
      secondaryManagerId: null,
    });
  });

  it('PUT and DELETE of another employee assignment are 404', async () => {
    const token = await loginAs('admin');
    const other = db.managerAssignments.first(
      (a) => a.organizationId === 'org_acme' && a.employeeId !== RILEY,
    )!;
    const body = { primaryManagerId: DEMO_MANAGER.employeeId };
    expect(
      (await callApi('put', `/api/employees/${RILEY}/managers/${other.id}`, { token, body }))
        .status,
    ).toBe(404);
    expect(
      (await callApi('delete', `/api/employees/${RILEY}/managers/${other.id}`, { token })).status,
    ).toBe(404);
  });

  it('writes are admin only', async () => {
    const existing = db.managerAssignments.lookup('employeeId', RILEY)[0]!;
    const body = { primaryManagerId: DEMO_MANAGER.employeeId };
    for (const role of ['manager', 'employee'] as const) {
      const token = await loginAs(role);
      expect(
        (await callApi('post', `/api/employees/${RILEY}/managers`, { token, body })).status,
      ).toBe(403);
      expect(
        (await callApi('put', `/api/employees/${RILEY}/managers/${existing.id}`, { token, body }))
          .status,
      ).toBe(403);
      expect(
        (await callApi('delete', `/api/employees/${RILEY}/managers/${existing.id}`, { token }))
          .status,
      ).toBe(403);
    }
    expect((await callApi('post', `/api/employees/${RILEY}/managers`, { body })).status).toBe(401);
  });
});
