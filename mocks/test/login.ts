import type { Role } from '@mocks/db/records';
import { DEMO_ADMIN, DEMO_EMPLOYEE, DEMO_MANAGER, DEMO_PASSWORD } from '@mocks/seed/accounts';
import { callApi } from './api';

const EMAIL_BY_ROLE: Record<Role, string> = {
  admin: DEMO_ADMIN.email,
  manager: DEMO_MANAGER.email,
  employee: DEMO_EMPLOYEE.email,
};

/**
 * Signs in through the real login handler (a fetch to POST /api/auth/login) and returns the
 * token: `loginAs('admin')`, `loginAs('manager')`, `loginAs('employee')` use the demo accounts;
 * any other string is taken as an email (password defaults to the demo password).
 */
export async function loginAs(
  who: Role | string,
  password: string = DEMO_PASSWORD,
): Promise<string> {
  const email = who in EMAIL_BY_ROLE ? EMAIL_BY_ROLE[who as Role] : who;
  const { status, body } = await callApi('post', '/api/auth/login', { body: { email, password } });
  if (status !== 200) {
    throw new Error(`loginAs(${who}) failed: ${status} ${JSON.stringify(body)}`);
  }
  return (body as { token: string }).token;
}
