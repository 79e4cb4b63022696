import type { LoginResult } from '@/api/session';
import { startSession } from '@/api/session';
import { callApi } from '@mocks/test/api';
import { DEMO_ADMIN, DEMO_EMPLOYEE, DEMO_MANAGER, DEMO_PASSWORD } from '@mocks/seed/accounts';

const EMAILS = {
  admin: DEMO_ADMIN.email,
  manager: DEMO_MANAGER.email,
  employee: DEMO_EMPLOYEE.email,
};

/** Signs in through the mock's real login handler and stores the session as the sign-in page does. */
export async function signInAs(
  role: keyof typeof EMAILS,
  { remember = true } = {},
): Promise<LoginResult> {
  const { status, body } = await callApi<LoginResult>('post', '/api/auth/login', {
    body: { email: EMAILS[role], password: DEMO_PASSWORD },
  });
  if (status !== 200) throw new Error(`sign in as ${role} failed: ${status}`);
  startSession(body, { remember });
  return body;
}

/**
 * Gives a demo user a temporary password with a forced change, as an admin does in Users, and
 * returns it: signing in with it answers requiresPasswordChange true.
 */
export async function giveTemporaryPassword(
  role: 'manager' | 'employee',
  temporaryPassword = 'Temp!Pass123',
): Promise<string> {
  const admin = await callApi<LoginResult>('post', '/api/auth/login', {
    body: { email: DEMO_ADMIN.email, password: DEMO_PASSWORD },
  });
  const userId = (role === 'manager' ? DEMO_MANAGER : DEMO_EMPLOYEE).userId;
  const { status } = await callApi('put', `/api/users/${userId}/reset-password`, {
    token: admin.body.token,
    body: { temporaryPassword, expirationHours: 24, forcePasswordChange: true },
  });
  if (status !== 200) throw new Error(`reset-password failed: ${status}`);
  await callApi('post', '/api/auth/logout', { token: admin.body.token });
  return temporaryPassword;
}

/** Signs in as any user of the demo by email (the demo password), as {@link signInAs} does. */
export async function signInWithEmail(email: string): Promise<LoginResult> {
  const { status, body } = await callApi<LoginResult>('post', '/api/auth/login', {
    body: { email, password: DEMO_PASSWORD },
  });
  if (status !== 200) throw new Error(`sign in as ${email} failed: ${status}`);
  startSession(body);
  return body;
}
