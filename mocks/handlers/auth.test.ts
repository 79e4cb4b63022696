import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '@mocks/auth/password';
import { db } from '@mocks/db';
import { SESSION_TTL_MS } from '@mocks/http/auth-context';
import {
  DEMO_ACCOUNTS,
  DEMO_ADMIN,
  DEMO_EMPLOYEE,
  DEMO_MANAGER,
  DEMO_PASSWORD,
} from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { TEST_NOW } from '@mocks/test/constants';
import { loginAs } from '@mocks/test/login';
import { REVIEW_STATUS_NAMES, REVIEW_TYPE_NAMES } from '@mocks/seed/catalog';
import { AUTH_MESSAGES } from './auth';

const login = (body: unknown) => callApi('post', '/api/auth/login', { body });
const register = (body: unknown) => callApi('post', '/api/auth/register', { body });
const forgot = (body: unknown) => callApi('post', '/api/auth/forgot-password', { body });

const REGISTRATION = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@navy.example',
  password: 'Cobol!1959',
  organizationName: 'Navy Labs',
  marketingConsent: true,
};

describe('POST /api/auth/login', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.role, a] as const))(
    'signs in the demo %s and opens a 12-hour session',
    async (_role, account) => {
      const res = await login({ email: account.email, password: DEMO_PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        user: { id: account.userId, email: account.email, role: account.role, isActive: true },
        requiresPasswordChange: false,
        isTemporaryPassword: false,
      });
      expect(res.body.user).not.toHaveProperty('passwordHash');
      expect(res.body.token).toMatch(/^[0-9a-f]{64}$/);
      const session = db.sessions.first((s) => s.token === res.body.token);
      expect(session).toMatchObject({ userId: account.userId, revokedAt: null });
      expect(Date.parse(session!.expiresAt) - TEST_NOW.getTime()).toBe(SESSION_TTL_MS);
    },
  );

  it('ignores the case and surrounding spaces of the email; every login is a new token', async () => {
    const first = await login({ email: '  ADMIN@Meritly.demo ', password: DEMO_PASSWORD });
    const second = await login({ email: DEMO_ADMIN.email, password: DEMO_PASSWORD });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.body.token).not.toBe(second.body.token);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const wrong = await login({ email: DEMO_ADMIN.email, password: 'Wrong!2026' });
    const unknown = await login({ email: 'nobody@meritly.demo', password: DEMO_PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: AUTH_MESSAGES.invalidCredentials });
    }
  });

  it("requires both fields: 'Email and password are required'", async () => {
    for (const body of [
      {},
      { email: DEMO_ADMIN.email },
      { email: '', password: 'x' },
      { password: 'x' },
    ]) {
      const res = await login(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Email and password are required');
    }
  });

  it("answers an archived user, right password or not, like an unknown email: 'Invalid email or password'", async () => {
    db.users.update(DEMO_EMPLOYEE.userId, { isActive: false });
    const right = await login({ email: DEMO_EMPLOYEE.email, password: DEMO_PASSWORD });
    const wrong = await login({ email: DEMO_EMPLOYEE.email, password: 'Wrong!2026' });
    for (const res of [right, wrong]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Invalid email or password' });
    }
  });

  describe('temporary password', () => {
    const TEMP = 'Tmp#2026abcd';
    const giveTemporaryPassword = (expiresAt: Date) =>
      db.users.update(DEMO_MANAGER.userId, {
        passwordHash: hashPassword(TEMP),
        isTemporaryPassword: true,
        mustChangePassword: true,
        temporaryPasswordExpiresAt: expiresAt.toISOString(),
      });

    it('signs in before expiry and asks for a password change', async () => {
      giveTemporaryPassword(new Date(TEST_NOW.getTime() + 60_000));
      const res = await login({ email: DEMO_MANAGER.email, password: TEMP });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ requiresPasswordChange: true, isTemporaryPassword: true });
    });

    it("answers 401 'Temporary password has expired' after expiry", async () => {
      giveTemporaryPassword(TEST_NOW);
      const res = await login({ email: DEMO_MANAGER.email, password: TEMP });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: AUTH_MESSAGES.temporaryExpired });
    });
  });
});

describe('GET /api/auth/validate-session', () => {
  it('answers valid with the user for a live token, 401 without one', async () => {
    const token = await loginAs('manager');
    const res = await callApi('get', '/api/auth/validate-session', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      valid: true,
      user: { id: DEMO_MANAGER.userId, role: 'manager' },
    });
    expect((await callApi('get', '/api/auth/validate-session')).status).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes only the token it was called with', async () => {
    const phone = await loginAs('admin');
    const laptop = await loginAs('admin');
    const res = await callApi('post', '/api/auth/logout', { token: phone });
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    expect((await callApi('get', '/api/auth/validate-session', { token: phone })).status).toBe(401);
    expect((await callApi('get', '/api/auth/validate-session', { token: laptop })).status).toBe(
      200,
    );
    expect((await callApi('post', '/api/auth/logout', { token: phone })).status).toBe(401);
  });
});

describe('POST /api/auth/register', () => {
  it('creates the organization, its admin and employee record, and signs the admin in', async () => {
    const chosen = db.organizationTypes.first((t) => t.organizationId === null)!;
    const organizationTypeId = chosen.id;
    const res = await register({ ...REGISTRATION, organizationTypeId });
    expect(res.status).toBe(201);
    const { user, token } = res.body;
    expect(user).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      name: 'Grace Hopper',
      email: 'grace@navy.example',
      role: 'admin',
      isActive: true,
      marketingConsent: true,
    });

    const org = db.organizations.find(user.organizationId);
    expect(org).toMatchObject({ name: 'Navy Labs', domain: 'navy.example' });
    // Its own copy of the defaults, its type the copy of the one chosen.
    const own = db.organizationTypes.where((t) => t.organizationId === org!.id);
    expect(own.map((t) => t.name).sort()).toEqual(
      db.organizationTypes
        .where((t) => t.organizationId === null)
        .map((t) => t.name)
        .sort(),
    );
    expect(db.organizationTypes.find(org!.typeId!)).toMatchObject({
      organizationId: org!.id,
      name: chosen.name,
    });
    const employee = db.employees.find(user.employeeId);
    expect(employee).toMatchObject({
      organizationId: org!.id,
      userId: user.id,
      firstName: 'Grace',
    });
    expect(db.reviewStatuses.where((s) => s.organizationId === org!.id).map((s) => s.name)).toEqual(
      REVIEW_STATUS_NAMES,
    );
    expect(db.reviewTypes.where((t) => t.organizationId === org!.id).map((t) => t.name)).toEqual(
      REVIEW_TYPE_NAMES,
    );

    const stored = db.users.find(user.id)!;
    expect(stored.passwordHash).not.toContain(REGISTRATION.password);
    expect(verifyPassword(REGISTRATION.password, stored.passwordHash)).toBe(true);

    const session = await callApi('get', '/api/auth/validate-session', { token });
    expect(session.body.user.id).toBe(user.id);
    const again = await login({ email: REGISTRATION.email, password: REGISTRATION.password });
    expect(again.status).toBe(200);
  });

  it('gives the new organization a setup it can change: pay types, a rating, stages and a review workflow', async () => {
    const { token } = (await register(REGISTRATION)).body;
    const read = async (path: string) => (await callApi('get', path, { token })).body;

    const types = (await read('/api/compensation/types')).data;
    expect(types.map((t: { name: string }) => t.name)).toEqual(['Base Salary', 'Annual Bonus']);
    const metrics = await read('/api/performance-metrics');
    expect(metrics).toEqual([
      expect.objectContaining({
        name: 'Overall Rating',
        scaleType: 'numeric',
        minValue: 1,
        maxValue: 5,
        isActive: true,
      }),
    ]);
    const stages = (await read('/api/review-stages')).data;
    expect(stages.map((s: { name: string; type: string }) => [s.name, s.type])).toEqual([
      ['Self Review', 'self_review'],
      ['Manager Review', 'manager_review'],
    ]);
    const workflows = (await read('/api/workflows/workflow-templates')).data;
    expect(workflows).toEqual([
      expect.objectContaining({ name: 'Standard Review', type: 'reviewCycle', status: 'active' }),
    ]);
    for (const path of ['/api/teams', '/api/levels', '/api/review-cycles']) {
      expect((await read(path)).data).toEqual([]);
    }

    const hired = await callApi('post', '/api/employees', {
      token,
      body: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        position: 'Engineer',
        hireDate: '2026-01-05',
        salary: 90000,
      },
    });
    expect(hired.status).toBe(201);
  });

  it("answers 409 'An account with this email already exists', whatever the case", async () => {
    const res = await register({ ...REGISTRATION, email: DEMO_ADMIN.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.emailTaken });
  });

  it('names every missing field with the spec message', async () => {
    const res = await register({});
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('First name is required');
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { field: 'firstName', message: 'First name is required' },
        { field: 'lastName', message: 'Last name is required' },
        { field: 'email', message: 'Email is required' },
        { field: 'password', message: 'Password is required' },
        { field: 'organizationName', message: 'Organization name is required' },
      ]),
    );
    expect(res.body.details).toHaveLength(5);
  });

  it('rejects blank names, a malformed email and a weak password', async () => {
    const blank = await register({ ...REGISTRATION, firstName: '   ', organizationName: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.details).toEqual([
      { field: 'firstName', message: 'First name is required' },
      { field: 'organizationName', message: 'Organization name is required' },
    ]);

    const email = await register({ ...REGISTRATION, email: 'grace at navy' });
    expect(email.body).toMatchObject({ error: 'Please enter a valid email address' });

    for (const password of ['Short!1', 'alllower!1', 'ALLUPPER!1', 'NoDigits!!', 'NoSpecial11']) {
      const weak = await register({ ...REGISTRATION, password });
      expect(weak.status).toBe(400);
      expect(weak.body.error).toBe('Password does not meet requirements');
    }
    expect(db.users.first((u) => u.email === REGISTRATION.email)).toBeUndefined();
  });

  it('rejects an organization type that does not exist', async () => {
    const res = await register({ ...REGISTRATION, organizationTypeId: 'ot_missing' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { field: 'organizationTypeId', message: 'Organization type is required' },
    ]);
  });
});

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for a known and an unknown email', async () => {
    const known = await forgot({ email: DEMO_ADMIN.email });
    const unknown = await forgot({ email: 'ghost@nowhere.example' });
    for (const res of [known, unknown]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.resetSent });
    }
  });

  it('requires a valid email', async () => {
    expect((await forgot({})).body.error).toBe('Email is required');
    expect((await forgot({ email: '' })).body.error).toBe('Email is required');
    const bad = await forgot({ email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      error: 'Please enter a valid email address',
      details: [{ field: 'email', message: 'Please enter a valid email address' }],
    });
  });
});
