import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { setMockClock } from '@mocks/http/clock';
import {
  DEMO_ADMIN,
  DEMO_EMPLOYEE,
  DEMO_MANAGER,
  DEMO_PASSWORD,
  GLOBEX_ADMIN,
} from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { TEST_NOW } from '@mocks/test/constants';
import { loginAs } from '@mocks/test/login';
import { USER_MESSAGES } from './users';

const NEW_USER = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@acme-robotics.com',
  role: 'employee',
  password: 'Engine!1843',
};

async function asAdmin() {
  return loginAs('admin');
}

async function createUser(token: string, body: Record<string, unknown> = {}) {
  return callApi('post', '/api/users', { token, body: { ...NEW_USER, ...body } });
}

const HOUR = 3_600_000;

describe('role cells of the users calls', () => {
  const calls: Array<[string, string, unknown?]> = [
    ['get', '/api/users'],
    ['post', '/api/users', NEW_USER],
    ['put', `/api/users/${DEMO_EMPLOYEE.userId}`, { ...NEW_USER, password: undefined }],
    ['delete', `/api/users/${DEMO_EMPLOYEE.userId}`],
    ['put', `/api/users/${DEMO_EMPLOYEE.userId}/deactivate`],
    ['put', `/api/users/${DEMO_EMPLOYEE.userId}/reactivate`],
    [
      'put',
      `/api/users/${DEMO_EMPLOYEE.userId}/reset-password`,
      { temporaryPassword: 'Tmp!pass2345' },
    ],
  ];
  it.each(calls)('%s %s: manager and employee 403, no token 401', async (method, path, body) => {
    for (const role of ['manager', 'employee'] as const) {
      const token = await loginAs(role);
      expect((await callApi(method, path, { token, body })).status).toBe(403);
    }
    expect((await callApi(method, path, { body })).status).toBe(401);
  });
});

describe('GET /api/users', () => {
  it('lists the organization only, by last name, archived ones on request', async () => {
    const token = await asAdmin();
    const { status, body } = await callApi('get', '/api/users', { token });
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    const lastNames = body.map((u: { lastName: string }) => u.lastName);
    expect(lastNames).toEqual([...lastNames].sort((a, b) => a.localeCompare(b)));
    expect(
      body.every(
        (u: { organizationId: string; isActive: boolean }) =>
          u.organizationId === 'org_acme' && u.isActive,
      ),
    ).toBe(true);
    expect(body.some((u: { email: string }) => u.email === GLOBEX_ADMIN.email)).toBe(false);
    expect(JSON.stringify(body)).not.toContain('passwordHash');

    const archived = db.users.where((u) => u.organizationId === 'org_acme' && !u.isActive).length;
    expect(archived).toBeGreaterThan(0);
    const all = await callApi('get', '/api/users?includeArchived=true', { token });
    expect(all.body).toHaveLength(body.length + archived);
  });

  it('gives manager ids as employee ids from the manager assignment', async () => {
    const token = await asAdmin();
    const { body } = await callApi('get', '/api/users', { token });
    const riley = body.find((u: { id: string }) => u.id === DEMO_EMPLOYEE.userId);
    expect(riley.primaryManagerId).toBe(DEMO_MANAGER.employeeId);
  });
});

describe('POST /api/users', () => {
  it('creates the user and an employee record (default role employee)', async () => {
    const token = await asAdmin();
    const { status, body } = await createUser(token, {
      role: undefined,
      primaryManagerId: DEMO_MANAGER.employeeId,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      firstName: 'Ada',
      role: 'employee',
      isActive: true,
      primaryManagerId: DEMO_MANAGER.employeeId,
    });
    const employee = db.employees.find(body.employeeId);
    expect(employee).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      organizationId: 'org_acme',
      userId: body.id,
    });
    expect(db.managerAssignments.lookup('employeeId', body.employeeId)[0]?.primaryManagerId).toBe(
      DEMO_MANAGER.employeeId,
    );
    expect(await loginAs(NEW_USER.email, NEW_USER.password)).toBeTruthy();
  });

  it.each([
    [{ firstName: '   ' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ email: undefined }, 'Email is required'],
    [{ email: 'ada at acme' }, 'Invalid email'],
    [{ password: undefined }, 'Password is required'],
    [{ password: 'password1' }, 'Password does not meet requirements'],
    [
      { primaryManagerId: DEMO_MANAGER.employeeId, secondaryManagerId: DEMO_MANAGER.employeeId },
      'Secondary manager cannot be the same as primary manager',
    ],
    [
      { primaryManagerId: DEMO_EMPLOYEE.employeeId },
      'Manager must be a manager or admin of the organization',
    ],
  ])('400 for %j: %s', async (change, message) => {
    const token = await asAdmin();
    const { status, body } = await createUser(token, change);
    expect(status).toBe(400);
    expect(body.error).toBe(message);
  });

  it('400 for an unknown role', async () => {
    const token = await asAdmin();
    const { status, body } = await createUser(token, { role: 'owner' });
    expect(status).toBe(400);
    expect(body.details.map((d: { field: string }) => d.field)).toContain('role');
  });

  it('409 when the email is taken, whatever its case', async () => {
    const token = await asAdmin();
    const { status, body } = await createUser(token, { email: DEMO_MANAGER.email.toUpperCase() });
    expect(status).toBe(409);
    expect(body.error).toBe('A user with this email already exists');
  });

  it("409 for a new record with an employee's work or personal email: one email names one person", async () => {
    const token = await asAdmin();
    const added = await callApi('post', '/api/employees', {
      token,
      body: {
        firstName: 'Grace',
        lastName: 'Hopper',
        position: 'Engineer',
        hireDate: '2024-02-01',
        email: 'grace.hopper@acme-robotics.com',
      },
    });
    expect(added.status).toBe(201);
    db.employees.update(added.body.data.id, { personalEmail: 'grace@home.example' });
    const employeesBefore = db.employees.count();
    for (const email of ['Grace.Hopper@acme-robotics.com', 'grace@home.example']) {
      const { status, body } = await createUser(token, { email });
      expect([status, body.error]).toEqual([
        409,
        'An employee already has this email: choose them under Employee record to give them an account, or use another email',
      ]);
    }
    expect(db.employees.count()).toBe(employeesBefore);
    const linked = await createUser(token, {
      email: 'grace.hopper@acme-robotics.com',
      employeeId: added.body.data.id,
    });
    expect(linked.status).toBe(201);
  });

  it('a temporary password must be changed at first login and expires', async () => {
    const token = await asAdmin();
    const created = await createUser(token, {
      password: 'Tmp#pass2345',
      temporaryPassword: true,
      expirationHours: 6,
    });
    expect(created.status).toBe(201);
    expect(created.body.temporaryPasswordExpiresAt).toBe(
      new Date(TEST_NOW.getTime() + 6 * HOUR).toISOString(),
    );

    const login = await callApi('post', '/api/auth/login', {
      body: { email: NEW_USER.email, password: 'Tmp#pass2345' },
    });
    expect(login.body).toMatchObject({ requiresPasswordChange: true, isTemporaryPassword: true });

    setMockClock(new Date(TEST_NOW.getTime() + 7 * HOUR));
    const late = await callApi('post', '/api/auth/login', {
      body: { email: NEW_USER.email, password: 'Tmp#pass2345' },
    });
    expect(late.status).toBe(401);
    expect(late.body.error).toBe('Temporary password has expired');
  });
});

describe('PUT /api/users/{id}', () => {
  const edit = {
    firstName: 'Riley',
    lastName: 'Chen-Wu',
    email: DEMO_EMPLOYEE.email,
    role: 'employee',
  };

  it('updates the user and its employee record', async () => {
    const token = await asAdmin();
    const { status, body } = await callApi('put', `/api/users/${DEMO_EMPLOYEE.userId}`, {
      token,
      body: edit,
    });
    expect(status).toBe(200);
    expect(body.lastName).toBe('Chen-Wu');
    expect(db.employees.find(DEMO_EMPLOYEE.employeeId)?.lastName).toBe('Chen-Wu');
  });

  it('archives through isActive, which signs the user out', async () => {
    const token = await asAdmin();
    const employeeToken = await loginAs('employee');
    const { body } = await callApi('put', `/api/users/${DEMO_EMPLOYEE.userId}`, {
      token,
      body: { ...edit, isActive: false },
    });
    expect(body.isActive).toBe(false);
    expect((await callApi('get', '/api/organization', { token: employeeToken })).status).toBe(401);
  });

  it('an admin cannot change their own role or status', async () => {
    const token = await asAdmin();
    const self = {
      firstName: DEMO_ADMIN.firstName,
      lastName: DEMO_ADMIN.lastName,
      email: DEMO_ADMIN.email,
    };
    for (const body of [
      { ...self, role: 'manager' },
      { ...self, role: 'admin', isActive: false },
    ]) {
      const res = await callApi('put', `/api/users/${DEMO_ADMIN.userId}`, { token, body });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(USER_MESSAGES.ownRoleOrStatus);
    }
  });

  it('409 on another user email, 404 for another organization', async () => {
    const token = await asAdmin();
    const taken = await callApi('put', `/api/users/${DEMO_EMPLOYEE.userId}`, {
      token,
      body: { ...edit, email: DEMO_MANAGER.email },
    });
    expect(taken.status).toBe(409);
    const other = await callApi('put', `/api/users/${GLOBEX_ADMIN.userId}`, { token, body: edit });
    expect(other.status).toBe(404);
  });

  it('checks the manager pair', async () => {
    const token = await asAdmin();
    const res = await callApi('put', `/api/users/${DEMO_EMPLOYEE.userId}`, {
      token,
      body: { ...edit, primaryManagerId: DEMO_EMPLOYEE.employeeId },
    });
    expect(res.body.error).toBe('An employee cannot be their own manager');
  });
});

describe('archive, reactivate, delete', () => {
  it('archive revokes sessions and blocks login; reactivate restores', async () => {
    const token = await asAdmin();
    const employeeToken = await loginAs('employee');
    const archived = await callApi('put', `/api/users/${DEMO_EMPLOYEE.userId}/deactivate`, {
      token,
    });
    expect(archived.status).toBe(200);
    expect(archived.body.data.isActive).toBe(false);
    expect((await callApi('get', '/api/organization', { token: employeeToken })).status).toBe(401);
    const login = await callApi('post', '/api/auth/login', {
      body: { email: DEMO_EMPLOYEE.email, password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(401);

    const restored = await callApi('put', `/api/users/${DEMO_EMPLOYEE.userId}/reactivate`, {
      token,
    });
    expect(restored.body.data.isActive).toBe(true);
    expect(await loginAs('employee')).toBeTruthy();
  });

  it('an admin cannot archive or delete themselves', async () => {
    const token = await asAdmin();
    const archive = await callApi('put', `/api/users/${DEMO_ADMIN.userId}/deactivate`, { token });
    expect([archive.status, archive.body.error]).toEqual([
      409,
      'You cannot archive your own account',
    ]);
    const del = await callApi('delete', `/api/users/${DEMO_ADMIN.userId}`, { token });
    expect([del.status, del.body.error]).toEqual([409, 'You cannot delete your own account']);
  });

  it('delete is permanent; the employee record stays without a login', async () => {
    const token = await asAdmin();
    expect((await callApi('delete', `/api/users/${DEMO_EMPLOYEE.userId}`, { token })).status).toBe(
      204,
    );
    expect(db.users.find(DEMO_EMPLOYEE.userId)).toBeUndefined();
    expect(db.employees.find(DEMO_EMPLOYEE.employeeId)).toMatchObject({
      userId: null,
      isActive: false,
    });
    const all = await callApi('get', '/api/users?includeArchived=true', { token });
    expect(all.body.some((u: { id: string }) => u.id === DEMO_EMPLOYEE.userId)).toBe(false);
    expect((await callApi('delete', `/api/users/${GLOBEX_ADMIN.userId}`, { token })).status).toBe(
      404,
    );
  });
});

describe('PUT /api/users/{id}/reset-password', () => {
  it('sets a temporary password with expiry and forced change', async () => {
    const token = await asAdmin();
    const old = await loginAs('employee');
    const res = await callApi('put', `/api/users/${DEMO_EMPLOYEE.userId}/reset-password`, {
      token,
      body: { temporaryPassword: 'Kx7#mQ2xaZ9p', expirationHours: 48 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      userId: DEMO_EMPLOYEE.userId,
      temporaryPasswordExpiresAt: new Date(TEST_NOW.getTime() + 48 * HOUR).toISOString(),
      forcePasswordChange: true,
    });
    expect((await callApi('get', '/api/organization', { token: old })).status).toBe(401);
    const login = await callApi('post', '/api/auth/login', {
      body: { email: DEMO_EMPLOYEE.email, password: 'Kx7#mQ2xaZ9p' },
    });
    expect(login.body).toMatchObject({ requiresPasswordChange: true, isTemporaryPassword: true });
  });

  it('without forced change the login does not require one', async () => {
    const token = await asAdmin();
    await callApi('put', `/api/users/${DEMO_EMPLOYEE.userId}/reset-password`, {
      token,
      body: { temporaryPassword: 'Kx7#mQ2xaZ9p', forcePasswordChange: false },
    });
    const login = await callApi('post', '/api/auth/login', {
      body: { email: DEMO_EMPLOYEE.email, password: 'Kx7#mQ2xaZ9p' },
    });
    expect(login.body).toMatchObject({ requiresPasswordChange: false, isTemporaryPassword: true });
  });

  it('400 for an expiry outside the choices', async () => {
    const token = await asAdmin();
    const res = await callApi('put', `/api/users/${DEMO_EMPLOYEE.userId}/reset-password`, {
      token,
      body: { temporaryPassword: 'Kx7#mQ2xaZ9p', expirationHours: 5 },
    });
    expect(res.status).toBe(400);
  });
});

describe('PUT /api/users/profile', () => {
  it.each(['admin', 'manager', 'employee'] as const)('%s updates their own name', async (role) => {
    const token = await loginAs(role);
    const { status, body } = await callApi('put', '/api/users/profile', {
      token,
      body: { firstName: 'Sam' },
    });
    expect(status).toBe(200);
    expect(body.firstName).toBe('Sam');
    expect(db.employees.find(body.employeeId)?.firstName).toBe('Sam');
  });

  it('401 without a token', async () => {
    expect(
      (await callApi('put', '/api/users/profile', { body: { firstName: 'Sam' } })).status,
    ).toBe(401);
  });

  it('role is read-only and organization/isActive are not accepted', async () => {
    const token = await loginAs('employee');
    expect(
      (await callApi('put', '/api/users/profile', { token, body: { role: 'admin' } })).status,
    ).toBe(403);
    expect(
      (await callApi('put', '/api/users/profile', { token, body: { role: 'employee' } })).status,
    ).toBe(200);
    expect(
      (await callApi('put', '/api/users/profile', { token, body: { isActive: false } })).status,
    ).toBe(400);
    expect(
      (
        await callApi('put', '/api/users/profile', {
          token,
          body: { organizationId: 'org_globex' },
        })
      ).status,
    ).toBe(400);
    expect(db.users.find(DEMO_EMPLOYEE.userId)).toMatchObject({
      role: 'employee',
      isActive: true,
      organizationId: 'org_acme',
    });
  });

  it('409 when the email belongs to someone else', async () => {
    const token = await loginAs('employee');
    const res = await callApi('put', '/api/users/profile', {
      token,
      body: { email: DEMO_MANAGER.email },
    });
    expect([res.status, res.body.error]).toEqual([409, 'A user with this email already exists']);
  });

  it('a password change needs the right current password', async () => {
    const token = await loginAs('employee');
    const missing = await callApi('put', '/api/users/profile', {
      token,
      body: { newPassword: 'Brand!new123' },
    });
    expect([missing.status, missing.body.error]).toEqual([
      400,
      'Current password is required to change password',
    ]);
    const wrong = await callApi('put', '/api/users/profile', {
      token,
      body: { currentPassword: 'nope', newPassword: 'Brand!new123' },
    });
    expect([wrong.status, wrong.body.error]).toEqual([400, 'Current password is incorrect']);
    const right = await callApi('put', '/api/users/profile', {
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'Brand!new123' },
    });
    expect(right.status).toBe(200);
    expect(await loginAs(DEMO_EMPLOYEE.email, 'Brand!new123')).toBeTruthy();
  });

  it('a forced change needs no current password and clears the flags', async () => {
    const admin = await asAdmin();
    await callApi('put', `/api/users/${DEMO_EMPLOYEE.userId}/reset-password`, {
      token: admin,
      body: { temporaryPassword: 'Kx7#mQ2xaZ9p' },
    });
    const token = await loginAs(DEMO_EMPLOYEE.email, 'Kx7#mQ2xaZ9p');
    const res = await callApi('put', '/api/users/profile', {
      token,
      body: { newPassword: 'Brand!new123' },
    });
    expect(res.status).toBe(200);
    expect(res.body.temporaryPasswordExpiresAt).toBeNull();
    const login = await callApi('post', '/api/auth/login', {
      body: { email: DEMO_EMPLOYEE.email, password: 'Brand!new123' },
    });
    expect(login.body).toMatchObject({ requiresPasswordChange: false, isTemporaryPassword: false });
  });
});
