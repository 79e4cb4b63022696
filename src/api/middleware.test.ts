// @vitest-environment jsdom
// The session lives in window.localStorage (the rest of src/api runs in Node).
import { http, HttpResponse } from 'msw';
import createClient from 'openapi-fetch';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { ApiError } from './errors';
import {
  authMiddleware,
  errorMiddleware,
  redirectUnlessOnSignIn,
  setUnauthorizedHandler,
  UNAUTHORIZED_EVENT,
} from './middleware';
import { STORAGE_KEYS } from './storage';

const BASE = 'http://api.test';
const seenAuth: Array<string | null> = [];

// The shared mock server (listening via src/test/setup.ts) answers these test-only routes.
const testHandlers = [
  http.all(`${BASE}/api/echo-auth/*`, ({ request }) => {
    seenAuth.push(request.headers.get('Authorization'));
    return HttpResponse.json({ ok: true });
  }),
  http.post(`${BASE}/api/auth/register`, ({ request }) => {
    seenAuth.push(request.headers.get('Authorization'));
    return HttpResponse.json({ ok: true }, { status: 201 });
  }),
  http.post(`${BASE}/api/auth/forgot-password`, ({ request }) => {
    seenAuth.push(request.headers.get('Authorization'));
    return HttpResponse.json({ ok: true });
  }),
  http.post(`${BASE}/api/auth/login`, () =>
    HttpResponse.json({ error: 'Invalid email or password' }, { status: 401 }),
  ),
  http.get(`${BASE}/api/auth/validate-session`, () =>
    HttpResponse.json({ error: 'Session expired' }, { status: 401 }),
  ),
  http.get(`${BASE}/api/teams`, () =>
    HttpResponse.json({ error: 'Unauthorized' }, { status: 401 }),
  ),
  http.get(`${BASE}/api/empty-500`, () => new HttpResponse(null, { status: 500 })),
  http.get(`${BASE}/api/message-only`, () =>
    HttpResponse.json({ message: 'Cycle is locked' }, { status: 409 }),
  ),
  http.get(`${BASE}/api/both`, () =>
    HttpResponse.json({ error: 'Primary', message: 'Secondary' }, { status: 400 }),
  ),
  http.get(`${BASE}/api/plain-text`, () => new HttpResponse('Bad gateway', { status: 502 })),
  http.get(`${BASE}/api/ok`, () => HttpResponse.json([{ id: 1 }])),
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the rules are path-agnostic
type AnyPaths = any;

function makeClient() {
  const client = createClient<AnyPaths>({
    baseUrl: BASE,
    fetch: (request: Request) => globalThis.fetch(request),
  });
  client.use(authMiddleware, errorMiddleware);
  return client;
}

function storeSession() {
  localStorage.setItem(STORAGE_KEYS.token, 'tok-123');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 1 }));
  localStorage.setItem(STORAGE_KEYS.requiresPasswordChange, 'false');
  localStorage.setItem(STORAGE_KEYS.isTemporaryPassword, 'false');
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const redirect = vi.fn();

beforeEach(() => {
  server.use(...testHandlers);
  seenAuth.length = 0;
  redirect.mockReset();
  setUnauthorizedHandler(redirect);
});
afterAll(() => {
  setUnauthorizedHandler(null);
});

describe('authMiddleware', () => {
  it('sends the stored token as a bearer header', async () => {
    storeSession();
    await makeClient().GET('/api/echo-auth/x', {});
    await makeClient().PUT('/api/echo-auth/y', { body: {} });
    expect(seenAuth).toEqual(['Bearer tok-123', 'Bearer tok-123']);
  });

  it('sends no header when no token is stored', async () => {
    await makeClient().GET('/api/echo-auth/x', {});
    expect(seenAuth).toEqual([null]);
  });

  it('sends no header to register and forgot-password even with a token', async () => {
    storeSession();
    await makeClient().POST('/api/auth/register', { body: {} });
    await makeClient().POST('/api/auth/forgot-password', { body: { email: 'a@b.co' } });
    expect(seenAuth).toEqual([null, null]);
  });
});

describe('errorMiddleware', () => {
  it('passes 2xx responses through', async () => {
    const { data } = await makeClient().GET('/api/ok', {});
    expect(data).toEqual([{ id: 1 }]);
  });

  it('on a 401 elsewhere clears the session, announces it and redirects to sign-in', async () => {
    storeSession();
    const announced = vi.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, announced);

    const error = await rejection(makeClient().GET('/api/teams', {}));

    window.removeEventListener(UNAUTHORIZED_EVENT, announced);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Unauthorized');
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(announced).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('a late 401 to a request of an earlier session leaves the new session signed in', async () => {
    storeSession();
    const pending = makeClient().GET('/api/teams', {});
    // Someone else signs in while the first user's request is still on its way.
    localStorage.setItem(STORAGE_KEYS.token, 'tok-new');
    const error = await rejection(pending);

    expect(error.status).toBe(401);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-new');
    expect(redirect).not.toHaveBeenCalled();
  });

  it.each([
    ['POST', '/api/auth/login', 'Invalid email or password'],
    ['GET', '/api/auth/validate-session', 'Session expired'],
  ] as const)('a 401 from %s %s is not a session expiry', async (method, path, message) => {
    storeSession();
    const client = makeClient();
    const call =
      method === 'POST'
        ? client.POST(path, { body: { email: 'a', password: 'b' } })
        : client.GET(path, {});

    const error = await rejection(call);

    expect(error.status).toBe(401);
    expect(error.message).toBe(message);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-123');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('turns a non-2xx with an empty body into an error', async () => {
    const error = await rejection(makeClient().GET('/api/empty-500', {}));
    expect(error.status).toBe(500);
    expect(error.message).toBe('Request failed');
    expect(error.body).toBeNull();
  });

  it('takes the message from error, else message', async () => {
    expect((await rejection(makeClient().GET('/api/both', {}))).message).toBe('Primary');
    const onlyMessage = await rejection(makeClient().GET('/api/message-only', {}));
    expect(onlyMessage.message).toBe('Cycle is locked');
    expect(onlyMessage.status).toBe(409);
  });

  it('keeps a non-JSON error body readable', async () => {
    expect((await rejection(makeClient().GET('/api/plain-text', {}))).message).toBe('Bad gateway');
  });
});

describe('redirectUnlessOnSignIn', () => {
  it('navigates to /auth from anywhere else', () => {
    const assign = vi.fn();
    redirectUnlessOnSignIn({ pathname: '/admin/users', assign });
    expect(assign).toHaveBeenCalledWith('/auth');
  });

  it('stays put when already on /auth', () => {
    const assign = vi.fn();
    redirectUnlessOnSignIn({ pathname: '/auth', assign });
    expect(assign).not.toHaveBeenCalled();
  });
});
