import { getResponse, http, HttpResponse } from 'msw';
import { hashPassword, verifyPassword } from '@mocks/auth/password';
import { resetThrottle } from '@mocks/auth/throttle';
import { db } from '@mocks/db';
import { handlers } from '@mocks/handlers/index';
import type { BrokenVariant } from '../broken-variants';
import { caller, jsonOf } from './helpers';

/** Broken variants of sign-in protection and password changes; see broken-variants.ts. */

const INVALID = { error: 'Invalid email or password' };

function userByEmail(email: unknown) {
  return typeof email === 'string'
    ? db.users.lookup('email', email.trim().toLowerCase())[0]
    : undefined;
}

export const AUTH_HARDENING_VARIANTS: readonly BrokenVariant[] = [
  {
    name: 'no sign-in throttle (every wrong password answers 401)',
    only: ['login'],
    caught: { operationId: 'login', category: 'auth' },
    handlers: [
      http.post('*/api/auth/login', () => {
        resetThrottle();
        return undefined;
      }),
    ],
  },
  {
    name: 'a 429 without Retry-After',
    only: ['login'],
    caught: { operationId: 'login', category: 'auth' },
    handlers: [
      http.post('*/api/auth/login', async ({ request }) => {
        const response = await getResponse(handlers, request);
        if (response?.status !== 429) return response;
        return HttpResponse.json(await response.json(), { status: 429 });
      }),
    ],
  },
  {
    name: 'the right password signs in during the lockout',
    only: ['login'],
    caught: { operationId: 'login', category: 'auth' },
    handlers: [
      http.post('*/api/auth/login', async ({ request }) => {
        const body = await jsonOf(request);
        const user = userByEmail(body?.email);
        const right =
          user &&
          typeof body?.password === 'string' &&
          verifyPassword(body.password, user.passwordHash);
        if (right) resetThrottle();
        return undefined;
      }),
    ],
  },
  {
    name: 'an unknown email answers at once (no password hashing)',
    only: ['login'],
    caught: { operationId: 'login', category: 'auth' },
    handlers: [
      http.post('*/api/auth/login', async ({ request }) => {
        const body = await jsonOf(request);
        if (userByEmail(body?.email)) return undefined;
        return HttpResponse.json(INVALID, { status: 401 });
      }),
    ],
  },
  {
    name: 'an archived account is told so',
    only: ['login'],
    caught: { operationId: 'login', category: 'auth' },
    handlers: [
      http.post('*/api/auth/login', async ({ request }) => {
        const user = userByEmail((await jsonOf(request))?.email);
        if (!user || user.isActive) return undefined;
        return HttpResponse.json({ error: 'Account is deactivated' }, { status: 401 });
      }),
    ],
  },
  {
    name: 'a forced password change enforced by the screens only',
    only: ['updateProfile'],
    caught: { operationId: 'updateProfile', category: 'auth' },
    handlers: [
      http.all('*/api/me/*', async ({ request }) => {
        const user = caller(request)?.user;
        if (!user?.mustChangePassword) return undefined;
        db.users.update(user.id, { mustChangePassword: false });
        try {
          return await getResponse(handlers, request);
        } finally {
          db.users.update(user.id, { mustChangePassword: true });
        }
      }),
    ],
  },
  {
    name: 'the temporary password accepted as the new one',
    only: ['updateProfile'],
    caught: { operationId: 'updateProfile', category: 'auth' },
    handlers: [
      http.put('*/api/users/profile', async ({ request }) => {
        const user = caller(request)?.user;
        const next = (await jsonOf(request))?.newPassword;
        if (!user || typeof next !== 'string' || !verifyPassword(next, user.passwordHash)) {
          return undefined;
        }
        // The handler then compares with another password and lets the same one through.
        db.users.update(user.id, { passwordHash: hashPassword(`${next}-before`) });
        return undefined;
      }),
    ],
  },
  {
    name: "a password change leaves the user's other sessions alive",
    only: ['updateProfile'],
    caught: { operationId: 'updateProfile', category: 'auth' },
    handlers: [
      http.put('*/api/users/profile', async ({ request }) => {
        const user = caller(request)?.user;
        if (!user) return undefined;
        const live = db.sessions.lookup('userId', user.id).filter((s) => !s.revokedAt);
        const response = await getResponse(handlers, request);
        for (const session of live) db.sessions.update(session.id, { revokedAt: null });
        return response;
      }),
    ],
  },
];
