import { describe, expect, it } from 'vitest';
import { resetDb } from '@mocks/db';
import { setMockClock } from '@mocks/http/clock';
import { DEMO_EMPLOYEE, DEMO_PASSWORD } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { TEST_NOW } from '@mocks/test/constants';
import { CLIENT_ADDRESS_HEADER, configureThrottle } from './throttle';

// The limits of openapi.yaml ("Sign-in protection"), written out here rather than imported.
const ACCOUNT_LIMIT = 10;
const ADDRESS_LIMIT = 50;
const WINDOW_S = 15 * 60;
const BYPASS_HEADER = 'X-Meritly-Rate-Limit-Bypass';
const WRONG = 'Wrong!2026x';

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  callApi('post', '/api/auth/login', { body: { email, password }, headers });

async function failSignIns(n: number, email = DEMO_EMPLOYEE.email) {
  for (let i = 0; i < n; i++) expect((await login(email, WRONG)).status).toBe(401);
}

function at(seconds: number) {
  setMockClock(new Date(TEST_NOW.getTime() + seconds * 1000));
}

describe('sign-in throttle per account', () => {
  it('answers 429 with Retry-After after 10 failures, even to the right password', async () => {
    await failSignIns(ACCOUNT_LIMIT);
    const right = await login(DEMO_EMPLOYEE.email, DEMO_PASSWORD);
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toBe(String(WINDOW_S));
    expect(right.body).toEqual({
      error: 'Too many attempts. Try again in 15 minutes.',
      code: 'rate_limited',
    });
    // The same account in other letters is the same account.
    expect((await login(' Employee@Meritly.demo ', WRONG)).status).toBe(429);
  });

  it('frees the account when the oldest failure leaves the 15-minute window', async () => {
    await failSignIns(1);
    at(60);
    await failSignIns(ACCOUNT_LIMIT - 1);
    at(WINDOW_S - 1);
    const blocked = await login(DEMO_EMPLOYEE.email, DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('1');
    at(WINDOW_S);
    expect((await login(DEMO_EMPLOYEE.email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('counts failures only: a successful sign-in clears the account', async () => {
    await failSignIns(ACCOUNT_LIMIT - 1);
    expect((await login(DEMO_EMPLOYEE.email, DEMO_PASSWORD)).status).toBe(200);
    await failSignIns(ACCOUNT_LIMIT - 1);
    expect((await login(DEMO_EMPLOYEE.email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('throttles an unknown email like a real one', async () => {
    await failSignIns(ACCOUNT_LIMIT, 'nobody@meritly.demo');
    expect((await login('nobody@meritly.demo', WRONG)).status).toBe(429);
    expect((await login(DEMO_EMPLOYEE.email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('starts counting again when the data is reset', async () => {
    await failSignIns(ACCOUNT_LIMIT);
    resetDb('demo', TEST_NOW);
    expect((await login(DEMO_EMPLOYEE.email, DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('sign-in throttle per client address', () => {
  it('answers 429 to every account of an address after 50 failures', async () => {
    for (let i = 0; i < ADDRESS_LIMIT; i++) {
      expect((await login(`guess${i}@meritly.demo`, WRONG)).status).toBe(401);
    }
    const next = await login(DEMO_EMPLOYEE.email, DEMO_PASSWORD);
    expect(next.status).toBe(429);
    expect(Number(next.headers.get('retry-after'))).toBe(WINDOW_S);
    // Another address (as the HTTP server sets it from the socket) is not affected.
    const elsewhere = await login(DEMO_EMPLOYEE.email, DEMO_PASSWORD, {
      [CLIENT_ADDRESS_HEADER]: '203.0.113.7',
    });
    expect(elsewhere.status).toBe(200);
  });
});

describe('calls that count every attempt per address', () => {
  const waitlist = (i: number) =>
    callApi('post', '/api/waitlist', { body: { email: `w${i}@example.com`, consent: true } });
  const forgot = () =>
    callApi('post', '/api/auth/forgot-password', { body: { email: 'eve@example.com' } });
  const register = (i: number) =>
    callApi('post', '/api/auth/register', {
      body: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: `grace${i}@navy.example`,
        password: 'Cobol!1959',
        organizationName: `Navy Labs ${i}`,
      },
    });

  it.each([
    ['waitlist', 10, 3600, waitlist, 201],
    ['forgot-password', 10, 900, forgot, 200],
    ['register', 10, 3600, register, 201],
  ] as const)('%s: %i per window, then 429 for %i s', async (_name, limit, window, send, ok) => {
    for (let i = 0; i < limit; i++) expect((await send(i)).status).toBe(ok);
    const refused = await send(limit);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(window));
    expect(refused.body.code).toBe('rate_limited');
  });
});

describe('settings', () => {
  it('--rate-limit off throttles nothing', async () => {
    configureThrottle({ rateLimit: 'off' });
    await failSignIns(ACCOUNT_LIMIT + 5);
    expect((await login(DEMO_EMPLOYEE.email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('--rate-limit sets one rule and keeps the others', async () => {
    configureThrottle({ rateLimit: 'login-account=2/1m' });
    await failSignIns(2);
    const refused = await login(DEMO_EMPLOYEE.email, DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.body.error).toBe('Too many attempts. Try again in 1 minute.');
  });

  it('the bypass token skips the limits; a wrong or absent token does not', async () => {
    configureThrottle({ bypassToken: 'test-only-token' });
    const bypass = { [BYPASS_HEADER]: 'test-only-token' };
    for (let i = 0; i < ACCOUNT_LIMIT + 5; i++) {
      expect((await login(DEMO_EMPLOYEE.email, WRONG, bypass)).status).toBe(401);
    }
    expect((await login(DEMO_EMPLOYEE.email, DEMO_PASSWORD, bypass)).status).toBe(200);
    await failSignIns(ACCOUNT_LIMIT);
    const guessed = await login(DEMO_EMPLOYEE.email, DEMO_PASSWORD, { [BYPASS_HEADER]: 'guess' });
    expect(guessed.status).toBe(429);
    expect((await login(DEMO_EMPLOYEE.email, DEMO_PASSWORD, bypass)).status).toBe(200);
  });

  it('without a configured token the header bypasses nothing', async () => {
    await failSignIns(ACCOUNT_LIMIT);
    const sent = await login(DEMO_EMPLOYEE.email, DEMO_PASSWORD, { [BYPASS_HEADER]: '' });
    expect(sent.status).toBe(429);
  });
});
