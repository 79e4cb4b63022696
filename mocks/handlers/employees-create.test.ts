import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { ACME_ORG_ID, DEMO_EMPLOYEE, DEMO_MANAGER, GLOBEX_ADMIN } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { setMockClock } from '@mocks/http/clock';
import { loginAs } from '@mocks/test/login';

const ada = {
  firstName: 'Ada',
  lastName: 'Byron',
  email: 'ada.byron@acme.example',
  position: 'Engineer',
  department: 'Engineering',
  hireDate: '2026-02-01',
  salary: 95000,
  currency: 'EUR',
};

const post = (token: string, body: unknown) => callApi('post', '/api/employees', { token, body });
const acmeCount = () => db.employees.lookup('organizationId', ACME_ORG_ID).length;

describe('POST /api/employees: an employee without an account', () => {
  it('takes a hire date from 1900-01-01 to a year after today, refuses others on hireDate', async () => {
    setMockClock(new Date('2026-03-15T12:00:00Z'));
    try {
      const token = await loginAs('admin');
      const before = acmeCount();
      for (const [hireDate, message] of [
        ['1800-01-01', 'Hire date cannot be before 1900-01-01'],
        ['2027-03-16', 'Hire date cannot be more than a year from today'],
      ]) {
        const refused = await post(token, { ...ada, hireDate });
        expect(refused.status, hireDate).toBe(400);
        expect(refused.body.details).toContainEqual({ field: 'hireDate', message });
      }
      expect(acmeCount()).toBe(before);
      const oldest = await post(token, { ...ada, hireDate: '1900-01-01' });
      expect(oldest.status).toBe(201);
      const latest = await post(token, {
        ...ada,
        email: 'ada2@acme.example',
        hireDate: '2027-03-15',
      });
      expect(latest.status).toBe(201);
    } finally {
      setMockClock(null);
    }
  });

  it('creates them with their salary, team and manager, lists them in the directory at once', async () => {
    const token = await loginAs('admin');
    const team = db.teams.first((t) => t.organizationId === ACME_ORG_ID)!;
    const response = await post(token, {
      ...ada,
      teamId: team.id,
      primaryManagerId: DEMO_MANAGER.employeeId,
    });
    expect(response.status).toBe(201);
    const created = response.body.data;
    expect(created).toMatchObject({
      firstName: 'Ada',
      lastName: 'Byron',
      workEmail: 'ada.byron@acme.example',
      personalEmail: null,
      position: 'Engineer',
      hireDate: '2026-02-01',
      user: null,
      isActive: true,
      primaryManagerId: DEMO_MANAGER.employeeId,
      currentSalary: 95000,
      currency: 'EUR',
      teams: [{ id: team.id, name: team.name }],
    });
    const found = await callApi('get', '/api/employees?search=byron', { token });
    expect(found.body.data.map((e: { id: string }) => e.id)).toContain(created.id);
    const history = await callApi('get', `/api/employees/${created.id}/compensation-history`, {
      token,
    });
    expect(history.body.data).toHaveLength(1);
    expect(history.body.data[0]).toMatchObject({ effectiveDate: '2026-02-01', changeType: 'hire' });
    const audit = db.auditEntries.all().find((a) => a.entityId === created.id);
    expect(audit).toMatchObject({ action: 'create', entityType: 'employee', before: null });
    expect(audit?.after).toMatchObject({ firstName: 'Ada', salary: 95000, currency: 'EUR' });
  });

  it('needs no email nor salary', async () => {
    const token = await loginAs('admin');
    const { email: _e, salary: _s, ...bare } = ada;
    const response = await post(token, bare);
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ workEmail: null, personalEmail: null, user: null });
  });

  it('answers 400 with a detail on each field, as the import would, and creates nothing', async () => {
    const token = await loginAs('admin');
    const before = acmeCount();
    const response = await post(token, {
      ...ada,
      firstName: ' ',
      position: '',
      email: 'ada@',
      salary: 0,
      teamId: 'team_missing',
      primaryManagerId: DEMO_EMPLOYEE.employeeId,
    });
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual(
      expect.arrayContaining([
        { field: 'firstName', message: 'First name is required' },
        { field: 'position', message: 'Position is required' },
        { field: 'email', message: 'Invalid email' },
        { field: 'salary', message: 'Must be a positive amount' },
        { field: 'teamId', message: 'Team not found' },
        {
          field: 'primaryManagerId',
          message: 'Manager must be a manager or admin of the organization',
        },
      ]),
    );
    expect(acmeCount()).toBe(before);
  });

  it('refuses a salary above 1,000,000,000 and a currency that is not 3 letters', async () => {
    const token = await loginAs('admin');
    const high = await post(token, { ...ada, email: null, salary: 1_000_000_001 });
    expect(high.status).toBe(400);
    expect(high.body.details).toContainEqual({
      field: 'salary',
      message: 'Must be at most 1,000,000,000',
    });
    const currency = await post(token, { ...ada, email: null, currency: 'EURO' });
    expect(currency.status).toBe(400);
    expect(currency.body.details?.[0]?.field).toBe('currency');
  });

  it("answers 409 for an email that is already an employee's (account or personal, any case)", async () => {
    const token = await loginAs('admin');
    const before = acmeCount();
    const taken = await post(token, { ...ada, email: DEMO_EMPLOYEE.email.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('An employee with this email already exists');
    expect((await post(token, ada)).status).toBe(201);
    expect((await post(token, { ...ada, email: ' Ada.Byron@ACME.example ' })).status).toBe(409);
    expect(acmeCount()).toBe(before + 1);
  });

  it('is for admins only (403), and one organization never sees the other', async () => {
    for (const role of ['manager', 'employee'] as const) {
      const response = await post(await loginAs(role), ada);
      expect(response.status, role).toBe(403);
    }
    const globex = await loginAs(GLOBEX_ADMIN.email);
    // Acme's team and manager are not Globex's; Acme's email is free in Globex.
    const team = db.teams.first((t) => t.organizationId === ACME_ORG_ID)!;
    const foreign = await post(globex, {
      ...ada,
      teamId: team.id,
      primaryManagerId: DEMO_MANAGER.employeeId,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'primaryManagerId',
      'teamId',
    ]);
    const created = await post(globex, { ...ada, email: DEMO_EMPLOYEE.email });
    expect(created.status).toBe(201);
    const acme = await callApi('get', `/api/employees/${created.body.data.id}`, {
      token: await loginAs('admin'),
    });
    expect(acme.status).toBe(404);
  });
});

describe('POST /api/users with employeeId: an existing employee gets an account', () => {
  const account = (employeeId: string, email = ada.email) => ({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    role: 'employee',
    password: 'Meritly!2026',
    employeeId,
  });

  it('links the account to the employee (no second record), who keeps their manager', async () => {
    const token = await loginAs('admin');
    const created = (await post(token, { ...ada, primaryManagerId: DEMO_MANAGER.employeeId })).body
      .data;
    const before = acmeCount();
    const response = await callApi('post', '/api/users', {
      token,
      body: account(created.id),
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      employeeId: created.id,
      primaryManagerId: DEMO_MANAGER.employeeId,
    });
    expect(acmeCount()).toBe(before);
    const employee = (await callApi('get', `/api/employees/${created.id}`, { token })).body.data;
    expect(employee).toMatchObject({
      lastName: 'Lovelace',
      workEmail: ada.email,
      user: { email: ada.email },
      primaryManagerId: DEMO_MANAGER.employeeId,
      currentSalary: 95000,
    });
    const signedIn = await loginAs(ada.email);
    const me = await callApi('get', '/api/auth/validate-session', { token: signedIn });
    expect(me.body.user.employeeId).toBe(created.id);
  });

  it('signs them in with their work email only: another one, their personal email too, answers 400 on email', async () => {
    const token = await loginAs('admin');
    const created = (await post(token, ada)).body.data;
    const personal = 'ada@home.example';
    const edited = await callApi('put', `/api/employees/${created.id}`, {
      token,
      body: { firstName: 'Ada', lastName: 'Byron', personalEmail: personal },
    });
    expect(edited.body.data).toMatchObject({ workEmail: ada.email, personalEmail: personal });
    for (const email of [personal, 'someone.else@acme.example']) {
      const response = await callApi('post', '/api/users', {
        token,
        body: account(created.id, email),
      });
      expect(response.status, email).toBe(400);
      expect(response.body.details).toEqual([
        { field: 'email', message: "Must be the employee's work email" },
      ]);
    }
    expect(db.employees.find(created.id)?.userId).toBeNull();
    const anyCase = await callApi('post', '/api/users', {
      token,
      body: account(created.id, ada.email.toUpperCase()),
    });
    expect(anyCase.status).toBe(201);
    expect(anyCase.body.email).toBe(ada.email);
  });

  it('answers 400 on email for an employee without a work email, until an edit gives them one', async () => {
    const token = await loginAs('admin');
    const created = (await post(token, { ...ada, email: null })).body.data;
    const refused = await callApi('post', '/api/users', { token, body: account(created.id) });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([
      {
        field: 'email',
        message:
          'This employee has no work email: add it on their page (Edit → Work Email) before giving them an account',
      },
    ]);
    await callApi('put', `/api/employees/${created.id}`, {
      token,
      body: { firstName: 'Ada', lastName: 'Byron', workEmail: ada.email },
    });
    const given = await callApi('post', '/api/users', { token, body: account(created.id) });
    expect(given.status).toBe(201);
  });

  it('answers 409 when the employee already has an account, and creates nothing', async () => {
    const token = await loginAs('admin');
    const users = db.users.all().length;
    const response = await callApi('post', '/api/users', {
      token,
      body: account(DEMO_EMPLOYEE.employeeId!),
    });
    expect(response.status).toBe(409);
    expect(response.body.error).toBe('This employee already has an account');
    expect(db.users.all().length).toBe(users);
    expect(db.users.lookup('email', ada.email)).toHaveLength(0);
  });

  it('answers 409 for an archived employee', async () => {
    const token = await loginAs('admin');
    const created = (await post(token, { ...ada, email: null })).body.data;
    db.employees.update(created.id, { isActive: false });
    const response = await callApi('post', '/api/users', { token, body: account(created.id) });
    expect(response.status).toBe(409);
    expect(response.body.error).toBe(
      'This employee is archived; restore them before giving them an account',
    );
  });

  it("answers 400 on employeeId for another organization's employee, as for a missing one", async () => {
    const globex = await loginAs(GLOBEX_ADMIN.email);
    const acmeAccountless = (await post(await loginAs('admin'), { ...ada, email: null })).body.data;
    for (const id of [acmeAccountless.id, 'emp_missing']) {
      const response = await callApi('post', '/api/users', {
        token: globex,
        body: account(id, `${id}@globex.example`),
      });
      expect(response.status, id).toBe(400);
      expect(response.body.details).toEqual([
        { field: 'employeeId', message: 'Employee not found' },
      ]);
    }
    expect(db.employees.find(acmeAccountless.id)?.userId).toBeNull();
  });
});
