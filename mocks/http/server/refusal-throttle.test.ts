// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, RATE_LIMIT_BYPASS_HEADER } from '@/lib/rate-limits';
import { configureThrottle, resetThrottle, resetThrottleSettings } from '@mocks/auth/throttle';
import { server as mswServer } from '@mocks/node';
import { DEMO_ADMIN, DEMO_PASSWORD } from '@mocks/seed/accounts';
import { createMockServer, type MockServer } from './create-mock-server';
import { rawRequest, type RawRequest } from './raw-request';

/**
 * The `refused` rule of openapi.yaml's Sign-in protection over a real socket: public calls with
 * a body refused 400 or 413 count per client address, and past the limit they answer 429 with
 * Retry-After before the body is read.
 */

const LIMIT = DEFAULT_RATE_LIMITS.refused!.limit;
const JSON_TYPE = { 'Content-Type': 'application/json' };
let mock: MockServer;
let base = '';

beforeAll(async () => {
  mswServer.close();
  mock = createMockServer({ log: () => undefined });
  await new Promise<void>((resolve) => mock.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(mock.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  resetThrottleSettings();
  mock.server.closeAllConnections();
  await new Promise((resolve) => mock.server.close(resolve));
});

beforeEach(() => {
  resetThrottleSettings();
  resetThrottle();
});

const send = (request: RawRequest) => rawRequest(base, request);
const unknownKeys = (count: number) =>
  JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, 1])));
const badLogin = (headers: Record<string, string> = {}) =>
  send({
    method: 'POST',
    target: '/api/auth/login',
    headers: { ...JSON_TYPE, ...headers },
    body: unknownKeys(3),
  });
const rightLogin = () =>
  send({
    method: 'POST',
    target: '/api/auth/login',
    headers: JSON_TYPE,
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_PASSWORD }),
  });

describe('refused requests', () => {
  it('answers a body of many unknown keys 400 on the first one', async () => {
    const response = await send({
      method: 'POST',
      target: '/api/waitlist',
      headers: JSON_TYPE,
      body: unknownKeys(50_000),
    });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text)).toMatchObject({
      details: [{ field: 'k0', message: 'Is not allowed' }],
    });
  });

  it(`meets 429 with Retry-After after ${LIMIT} refusals from one address, sign-in included`, async () => {
    for (let i = 0; i < LIMIT; i++) expect((await badLogin()).status).toBe(400);
    const refused = await badLogin();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(refused.text)).toMatchObject({ code: 'rate_limited' });
    expect((await rightLogin()).status).toBe(429);
    const over = await send({
      method: 'POST',
      target: '/api/auth/register',
      headers: JSON_TYPE,
      declaredLength: 2 * 1024 * 1024,
      body: '{',
    });
    expect(over.status).toBe(429);
    expect(over.headers.connection).toBe('close');
    // Reads stay open: only the calls with a body are refused.
    expect((await send({ method: 'GET', target: '/api/organization/types' })).status).toBe(200);
  });

  it('counts 413s too, and not the answers that were accepted', async () => {
    for (let i = 0; i < LIMIT - 1; i++) {
      const response = await send({
        method: 'POST',
        target: '/api/waitlist',
        headers: JSON_TYPE,
        declaredLength: 2 * 1024 * 1024,
        body: '{',
      });
      expect(response.status).toBe(413);
    }
    for (let i = 0; i < 5; i++) expect((await rightLogin()).status).toBe(200);
    expect((await badLogin()).status).toBe(400);
    expect((await badLogin()).status).toBe(429);
  });

  it('lets the bypass token through and can be turned off', async () => {
    configureThrottle({ bypassToken: 'test-token' });
    for (let i = 0; i <= LIMIT; i++) {
      expect((await badLogin({ [RATE_LIMIT_BYPASS_HEADER]: 'test-token' })).status).toBe(400);
    }
    configureThrottle({ rateLimit: 'refused=off' });
    for (let i = 0; i <= LIMIT; i++) expect((await badLogin()).status).toBe(400);
  });
});
