import { describe, expect, it } from 'vitest';
import { DEMO_EMPLOYEE, DEMO_PASSWORD } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';

const TEMPORARY = 'Kx7#mQ2xaZ9p';
const NEW_PASSWORD = 'Brand!new123';
// openapi.yaml, "Forced password change".
const REQUIRED = {
  error: 'Password change required',
  message: 'Change your temporary password to continue.',
  code: 'password_change_required',
};
const SAME = 'New password must be different from the current password';

/** The admin resets the employee's password (forced change); the employee signs in with it. */
async function forcedEmployee(): Promise<string> {
  const admin = await loginAs('admin');
  const reset = await callApi('put', `/api/users/${DEMO_EMPLOYEE.userId}/reset-password`, {
    token: admin,
    body: { temporaryPassword: TEMPORARY },
  });
  expect(reset.status).toBe(200);
  return loginAs(DEMO_EMPLOYEE.email, TEMPORARY);
}

const changePassword = (token: string, body: Record<string, unknown>) =>
  callApi('put', '/api/users/profile', { token, body });

describe('while a forced password change is pending', () => {
  it.each([
    ['get', '/api/me/reviews'],
    ['get', '/api/organization'],
    ['get', '/api/teams'],
    ['get', '/api/me/notifications'],
    ['post', '/api/me/notifications/read-all'],
  ])('refuses %s %s with 403 password_change_required', async (method, path) => {
    const token = await forcedEmployee();
    const res = await callApi(method, path, { token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(REQUIRED);
  });

  it('answers reading the session and signing out', async () => {
    const token = await forcedEmployee();
    const session = await callApi('get', '/api/auth/validate-session', { token });
    expect(session.status).toBe(200);
    expect(session.body.user.id).toBe(DEMO_EMPLOYEE.userId);
    expect((await callApi('post', '/api/auth/logout', { token })).status).toBe(204);
  });

  it('refuses a profile update without the new password', async () => {
    const token = await forcedEmployee();
    const res = await changePassword(token, { firstName: 'Renamed' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(REQUIRED);
  });

  it('refuses the temporary password as the new one, on the field', async () => {
    const token = await forcedEmployee();
    const res = await changePassword(token, { newPassword: TEMPORARY });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: SAME, details: [{ field: 'newPassword', message: SAME }] });
    expect((await callApi('get', '/api/me/reviews', { token })).status).toBe(403);
  });

  it('lets the user in once the password is changed', async () => {
    const token = await forcedEmployee();
    expect((await changePassword(token, { newPassword: NEW_PASSWORD })).status).toBe(200);
    expect((await callApi('get', '/api/me/reviews', { token })).status).toBe(200);
  });
});

describe('a password change', () => {
  it("revokes the user's other sessions and keeps the one that made it", async () => {
    const laptop = await loginAs('employee');
    const phone = await loginAs('employee');
    const admin = await loginAs('admin');
    const res = await changePassword(laptop, {
      currentPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect((await callApi('get', '/api/auth/validate-session', { token: laptop })).status).toBe(
      200,
    );
    expect((await callApi('get', '/api/auth/validate-session', { token: phone })).status).toBe(401);
    // Another user's session is not touched.
    expect((await callApi('get', '/api/auth/validate-session', { token: admin })).status).toBe(200);
  });

  it('a name change signs nobody out', async () => {
    const laptop = await loginAs('employee');
    const phone = await loginAs('employee');
    expect((await changePassword(laptop, { firstName: 'Renamed' })).status).toBe(200);
    expect((await callApi('get', '/api/auth/validate-session', { token: phone })).status).toBe(200);
  });

  it('refuses the current password as the new one', async () => {
    const token = await loginAs('employee');
    const res = await changePassword(token, {
      currentPassword: DEMO_PASSWORD,
      newPassword: DEMO_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ field: 'newPassword', message: SAME }]);
  });
});
