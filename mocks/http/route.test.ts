import { getResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { DEMO_EMPLOYEE } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { TEST_NOW } from '@mocks/test/constants';
import { loginAs } from '@mocks/test/login';
import { SESSION_TTL_MS } from './auth-context';
import { setMockClock } from './clock';
import { badRequest } from './errors';
import { fallbackHandlers } from './fallback';
import { onMutation } from './persistence';
import { ANY_ROLE, defineRoute, noContent, ok, sampleLongList } from './route';
import { updateMockSettings } from './settings';
import { contractViolations } from './violations';

const FORBIDDEN = {
  error: 'Forbidden',
  message: 'You do not have permission to perform this action',
};

/** A test-only route for PUT /api/teams/{id}: admins only, echoes what it received. */
const updateTeamEcho = defineRoute({
  operationId: 'updateTeam',
  auth: ['admin'],
  handler: ({ params, body, org, now }) =>
    ok(200, {
      data: {
        id: params.id,
        version: 'v1',
        name: body.name,
        description: body.description ?? null,
        isActive: body.isActive,
        managers: [],
        manager: null,
        members: [],
        memberCount: 0,
        organizationId: org.id,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      },
    }),
});

describe('authentication (401)', () => {
  it('rejects a missing, malformed or unknown token', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: 'Basic abc' },
      { Authorization: 'Bearer nope' },
    ];
    for (const headers of attempts) {
      const res = await callApi('get', '/api/auth/validate-session', { headers });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Unauthorized' });
    }
  });

  it('rejects a revoked token', async () => {
    const token = await loginAs('admin');
    expect((await callApi('post', '/api/auth/logout', { token })).status).toBe(204);
    const res = await callApi('get', '/api/auth/validate-session', { token });
    expect(res.status).toBe(401);
  });

  it('accepts a token until 12 hours after login, not after', async () => {
    const token = await loginAs('manager');
    setMockClock(new Date(TEST_NOW.getTime() + SESSION_TTL_MS - 1000));
    expect((await callApi('get', '/api/auth/validate-session', { token })).status).toBe(200);
    setMockClock(new Date(TEST_NOW.getTime() + SESSION_TTL_MS));
    const res = await callApi('get', '/api/auth/validate-session', { token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Unauthorized' });
  });

  it('signs out an archived user and revokes the session for good', async () => {
    const token = await loginAs('employee');
    db.users.update(DEMO_EMPLOYEE.userId, { isActive: false });
    expect((await callApi('get', '/api/auth/validate-session', { token })).status).toBe(401);
    expect(db.sessions.first((s) => s.token === token)?.revokedAt).toBe(TEST_NOW.toISOString());

    db.users.update(DEMO_EMPLOYEE.userId, { isActive: true });
    expect((await callApi('get', '/api/auth/validate-session', { token })).status).toBe(401);
  });
});

describe('roles (403)', () => {
  it('answers 403 with the standard body to a role not in the list', async () => {
    server.use(updateTeamEcho);
    for (const role of ['manager', 'employee'] as const) {
      const token = await loginAs(role);
      const res = await callApi('put', '/api/teams/team_x', { token, body: { name: 'X' } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
  });

  it('checks the token before the role and the role before the body', async () => {
    server.use(updateTeamEcho);
    expect((await callApi('put', '/api/teams/team_x', { body: {} })).status).toBe(401);
    const token = await loginAs('employee');
    expect((await callApi('put', '/api/teams/team_x', { token, body: {} })).status).toBe(403);
  });

  it('lets an allowed role through, with defaults filled from the contract', async () => {
    server.use(updateTeamEcho);
    const token = await loginAs('admin');
    const res = await callApi('put', '/api/teams/team_x', { token, body: { name: 'Core' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: 'team_x', name: 'Core', isActive: true });
  });
});

describe('request validation (400)', () => {
  it('lists one detail per bad field, with JSON paths', async () => {
    server.use(updateTeamEcho);
    const token = await loginAs('admin');
    const res = await callApi('put', '/api/teams/team_x', {
      token,
      body: { isActive: 'yes', managerIds: ['ok', 'not ok'], color: 'red' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Team name is required');
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Team name is required' },
        { field: 'isActive', message: 'Must be true or false' },
        { field: 'managerIds[1]', message: 'Has an invalid format' },
        { field: 'color', message: 'Is not allowed' },
      ]),
    );
    expect(res.body.details).toHaveLength(4);
  });

  // 'Validation failed' alone names nothing on screens that show only `error`.
  it('names the first failed field when no field has a contract message', async () => {
    server.use(updateTeamEcho);
    const token = await loginAs('admin');
    const res = await callApi('put', '/api/teams/team_x', {
      token,
      body: { name: 'A', isActive: 1 },
    });
    expect(res.body).toEqual({
      error: 'Is active: Must be true or false',
      details: [{ field: 'isActive', message: 'Must be true or false' }],
    });
  });

  it('rejects malformed JSON, a non-JSON body and a missing body', async () => {
    server.use(updateTeamEcho);
    const token = await loginAs('admin');
    const malformed = await callApi('put', '/api/teams/team_x', { token, body: '{"name":' });
    expect(malformed.body).toEqual({
      error: 'Request body: Malformed JSON',
      details: [{ field: 'body', message: 'Malformed JSON' }],
    });
    const text = await callApi('put', '/api/teams/team_x', {
      token,
      body: 'name=Core',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(text.status).toBe(400);
    expect(text.body.details).toEqual([
      { field: 'body', message: 'Must be JSON (Content-Type: application/json)' },
    ]);
    const missing = await callApi('put', '/api/teams/team_x', { token });
    expect(missing.body.details).toEqual([{ field: 'body', message: 'Request body is required' }]);
  });

  it('coerces query strings to the contract types and rejects bad ones', async () => {
    const seen: unknown[] = [];
    server.use(
      defineRoute({
        operationId: 'listEmployees',
        auth: ANY_ROLE,
        handler: ({ query }) => {
          seen.push(query);
          return ok(200, { data: [], total: 0 });
        },
      }),
    );
    const token = await loginAs('admin');
    expect(
      (await callApi('get', '/api/employees?limit=5&offset=0&search=ann', { token })).status,
    ).toBe(200);
    // The contract's defaults are filled in (sort and order).
    expect(seen).toEqual([{ limit: 5, offset: 0, search: 'ann', sort: 'name', order: 'asc' }]);
    const bad = await callApi('get', '/api/employees?limit=abc&offset=-1', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([
      { field: 'limit', message: 'Must be an integer' },
      { field: 'offset', message: 'Must be 0 or more' },
    ]);
  });

  it('refuses an integer query parameter not spelled in decimal digits, naming it', async () => {
    const token = await loginAs('admin');
    for (const [query, field] of [
      ['limit=1e309', 'limit'],
      ['limit=Infinity', 'limit'],
      ['limit=0x10', 'limit'],
      ['offset=1e309', 'offset'],
    ]) {
      const res = await callApi('get', `/api/employees?${query}`, { token });
      expect(res.status, query).toBe(400);
      expect(res.body, query).toEqual({
        error: `${field === 'limit' ? 'Limit' : 'Offset'}: Must be an integer`,
        details: [{ field, message: 'Must be an integer' }],
      });
    }
  });

  it('refuses a body key named like a path parameter or an Object.prototype member', async () => {
    server.use(updateTeamEcho);
    const token = await loginAs('admin');
    for (const key of ['id', '__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      // As JSON text: an object literal would set the prototype instead of a `__proto__` key.
      const body = `{"name":"Core",${JSON.stringify(key)}:{"isAdmin":true}}`;
      const res = await callApi('put', '/api/teams/team_x', { token, body });
      expect(res.status, key).toBe(400);
      expect(res.body.details, key).toEqual([{ field: key, message: 'Is not allowed' }]);
    }
  });

  it('answers 404 for a path parameter that cannot be an id', async () => {
    server.use(updateTeamEcho);
    const token = await loginAs('admin');
    const res = await callApi('put', '/api/teams/not%20an%20id', { token, body: { name: 'X' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found' });
  });

  it('passes business-rule errors thrown by the handler through as they are', async () => {
    server.use(
      defineRoute({
        operationId: 'updateTeam',
        auth: ['admin'],
        handler: () => {
          throw badRequest('End date must be after start date', [
            { field: 'endDate', message: 'End date must be after start date' },
          ]);
        },
      }),
    );
    const res = await callApi('put', '/api/teams/t1', {
      token: await loginAs('admin'),
      body: { name: 'X' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'End date must be after start date',
      details: [{ field: 'endDate', message: 'End date must be after start date' }],
    });
  });
});

describe('response validation', () => {
  it('records a body the contract does not allow and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      defineRoute({
        operationId: 'getTeam',
        auth: ANY_ROLE,
        handler: ({ params }) => ok(200, { data: { id: params.id, name: 42 } } as never),
      }),
    );
    const res = await callApi('get', '/api/teams/t1', { token: await loginAs('admin') });
    expect(res.status).toBe(200);
    const violations = contractViolations.splice(0);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ kind: 'response', operationId: 'getTeam', status: 200 });
    expect(violations[0].details).toEqual(
      expect.arrayContaining([
        { field: 'data.name', message: 'Must be a string' },
        { field: 'data.isActive', message: 'Required' },
      ]),
    );
    expect(log).toHaveBeenCalledWith(expect.stringContaining('does not match the contract'));
  });

  it('in deferred mode (the browser) checks right after answering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    updateMockSettings({ responseValidation: 'deferred' });
    server.use(
      defineRoute({
        operationId: 'getTeam',
        auth: ANY_ROLE,
        handler: () => ok(200, { data: null } as never),
      }),
    );
    const res = await callApi('get', '/api/teams/t1', { token: await loginAs('admin') });
    expect(res.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(contractViolations.splice(0)).toMatchObject([
      { kind: 'response', operationId: 'getTeam' },
    ]);
  });

  it('records an undocumented status and a 204 with a body', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      defineRoute({
        operationId: 'getTeam',
        auth: ANY_ROLE,
        handler: () => ok(418 as 200, { data: null } as never),
      }),
      defineRoute({
        operationId: 'deleteTeam',
        auth: ['admin'],
        handler: () =>
          ({ status: 204, body: { deleted: true } }) as unknown as ReturnType<typeof noContent>,
      }),
    );
    const token = await loginAs('admin');
    await callApi('get', '/api/teams/t1', { token });
    await callApi('delete', '/api/teams/t1', { token });
    expect(contractViolations.splice(0).map((v) => v.details)).toEqual([
      [{ field: 'status', message: '418 is not documented for getTeam' }],
      [{ field: 'body', message: 'A 204 response must have no body' }],
    ]);
  });

  it('turns an exception in a handler into a 500 and records it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      defineRoute({
        operationId: 'getTeam',
        auth: ANY_ROLE,
        handler: () => {
          throw new TypeError('x is undefined');
        },
      }),
    );
    const res = await callApi('get', '/api/teams/t1', { token: await loginAs('admin') });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'Internal error' });
    expect(contractViolations.splice(0)).toMatchObject([
      { kind: 'exception', operationId: 'getTeam', message: 'x is undefined' },
    ]);
    expect(log).toHaveBeenCalled();
  });
});

describe('path matching', () => {
  it('sends a literal path to its own operation whatever the handler order', async () => {
    const token = await loginAs('admin');
    server.use(
      defineRoute({
        operationId: 'getReviewCycle',
        auth: ANY_ROLE,
        handler: () => {
          throw new Error('pending-approvals must not reach getReviewCycle');
        },
      }),
      defineRoute({
        operationId: 'listPendingApprovals',
        auth: ANY_ROLE,
        handler: () => ok(200, { data: [] }),
      }),
    );
    const res = await callApi('get', '/api/review-cycles/pending-approvals', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [] });
  });

  it('matches on any origin', async () => {
    const response = await fetch('http://api.example.test:9999/api/auth/validate-session');
    expect(response.status).toBe(401);
  });

  it('answers 404 for an unknown API path and 501 for an unimplemented operation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const unknown = await getResponse(fallbackHandlers, new Request('http://localhost/api/nope'));
    expect(unknown?.status).toBe(404);
    expect(await unknown?.json()).toEqual({ error: 'Not found' });

    const missing = await getResponse(fallbackHandlers, new Request('http://localhost/api/teams'));
    expect(missing?.status).toBe(501);
    expect(contractViolations.splice(0)).toMatchObject([
      { kind: 'unimplemented', operationId: 'listTeams' },
    ]);
    const asset = await getResponse(
      fallbackHandlers,
      new Request('http://localhost/src/api/client.ts'),
    );
    expect(asset).toBeUndefined();
  });
});

describe('route definitions are checked against the contract', () => {
  const base = { handler: () => noContent() } as const;

  it('rejects an operationId openapi.yaml does not have', () => {
    expect(() =>
      defineRoute({
        ...base,
        operationId: 'noSuchOp',
        auth: ['admin'],
      } as never),
    ).toThrow('noSuchOp is not an operationId of openapi.yaml');
  });

  it('rejects public/secured and role lists the contract does not document', () => {
    expect(() =>
      defineRoute({
        ...base,
        operationId: 'logout',
        auth: 'public',
      } as never),
    ).toThrow("auth 'public' disagrees with the contract");
    expect(() =>
      defineRoute({
        ...base,
        operationId: 'validateSession',
        auth: ['admin'],
      } as never),
    ).toThrow('validateSession is limited to admin but openapi.yaml documents no 403');
  });
});

describe('settings and persistence hooks', () => {
  it('injects failures for listed operations and by rate, outside the contract check', async () => {
    const token = await loginAs('admin');
    updateMockSettings({ failOperations: ['validateSession'] });
    const failed = await callApi('get', '/api/auth/validate-session', { token });
    expect(failed.status).toBe(500);
    expect(failed.body.error).toBe('Internal error');

    updateMockSettings({ failOperations: [], errorRate: 1 });
    expect((await callApi('get', '/api/auth/validate-session', { token })).status).toBe(500);
    updateMockSettings({ errorRate: 0 });
    expect((await callApi('get', '/api/auth/validate-session', { token })).status).toBe(200);
  });

  it('adds the configured latency', async () => {
    updateMockSettings({ latencyMs: 60 });
    const started = performance.now();
    await callApi('get', '/api/auth/validate-session');
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('notifies persistence after successful writes only', async () => {
    const writes: string[] = [];
    const stop = onMutation((operationId) => writes.push(operationId));
    try {
      await callApi('post', '/api/auth/login', { body: { email: 'x@y.z', password: 'wrong' } });
      const token = await loginAs('admin');
      await callApi('get', '/api/auth/validate-session', { token });
      await callApi('post', '/api/auth/logout', { token });
    } finally {
      stop();
    }
    expect(writes).toEqual(['login', 'logout']);
  });
});

describe('sampleLongList', () => {
  it('keeps short lists whole and samples the first and last 100 rows of long ones', () => {
    const short = { data: Array.from({ length: 200 }, (_, i) => i), total: 200 };
    expect(sampleLongList(short)).toBe(short);
    const long = { data: Array.from({ length: 10_000 }, (_, i) => i), total: 10_000 };
    const sampled = sampleLongList(long) as { data: number[]; total: number };
    expect(sampled.data).toHaveLength(200);
    expect(sampled.data[99]).toBe(99);
    expect(sampled.data[100]).toBe(9_900);
    expect(sampled.total).toBe(10_000);
    expect(sampleLongList([1, 2])).toEqual([1, 2]);
    const bare = sampleLongList(Array.from({ length: 10_000 }, (_, i) => i)) as number[];
    expect(bare).toHaveLength(200);
    expect([bare[0], bare[99], bare[100], bare[199]]).toEqual([0, 99, 9_900, 9_999]);
  });
});
