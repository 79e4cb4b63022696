import type { ApiResponse } from '../http';
import type { Sequence, SequenceCheck } from '../sequences';
import { PROBE_PASSWORD, type Dto, type SignedIn, type World } from '../world';

/**
 * Employees without an account and accounts for existing employees:
 * `POST /api/employees` refuses a bad employee with a detail on each field and a taken email with
 * 409, creating nothing either way, and lists the one it creates in the directory at once, without
 * an account; `POST /api/users` with `employeeId` links the account to that employee (no second
 * employee record), refuses a second account for them (409) and never reaches another
 * organization's employee. Employees cannot be deleted: each one a check creates gets an account,
 * deleted at cleanup, which leaves it archived.
 */

const is2xx = (status: number) => status >= 200 && status < 300;

export function newEmployeeBody(w: World): Dto {
  const name = w.unique('employee');
  return {
    firstName: 'Contract',
    lastName: `Employee ${name}`,
    email: `${name}@contract.example`,
    position: 'Probe',
    hireDate: '2024-02-01',
  };
}

/** The work email of employee `employeeId` as `who` reads it; null when they cannot or it is none. */
async function workEmailOf(w: World, employeeId: string, who: SignedIn): Promise<string | null> {
  const read = await w.send({
    method: 'get',
    path: `/api/employees/${employeeId}`,
    token: w.tokens[who],
  });
  const email = (read.body as Dto)?.data?.workEmail;
  return read.status === 200 && typeof email === 'string' && email ? email : null;
}

/**
 * Gives employee `employeeId` an account (deleted at cleanup), signing in with their work email
 * (another address where `who` cannot read one); the answer.
 */
export async function giveAccount(
  w: World,
  employeeId: string,
  who: SignedIn = 'admin',
  email?: string,
): Promise<ApiResponse> {
  const name = w.unique('account');
  const workEmail = email ?? (await workEmailOf(w, employeeId, who));
  const response = await w.send({
    method: 'post',
    path: '/api/users',
    token: w.tokens[who],
    body: {
      firstName: 'Contract',
      lastName: `Account ${name}`,
      email: workEmail ?? `${name}@contract.example`,
      role: 'employee',
      password: PROBE_PASSWORD,
      employeeId,
    },
  });
  const id = (response.body as Dto)?.id;
  if (is2xx(response.status) && typeof id === 'string')
    w.track(`/api/users/${id}`, 'account of an employee', w.tokens[who]);
  return response;
}

async function directoryTotal(w: World): Promise<number> {
  const body = await w.must('admin', 'get', '/api/employees', undefined, { limit: '1' });
  return Number(body?.total);
}

/**
 * Employees a check created, with the email they were created with, to give an account (so
 * cleanup archives them) once it is done.
 */
const createdEmployees: { id: string; email: string | undefined }[] = [];

async function createEmployee(w: World, body: Dto): Promise<ApiResponse> {
  const response = await w.send({
    method: 'post',
    path: '/api/employees',
    token: w.tokens.admin,
    body,
  });
  const id = (response.body as Dto)?.data?.id;
  if (is2xx(response.status) && typeof id === 'string')
    createdEmployees.push({
      id,
      email: typeof body.email === 'string' ? body.email.trim() : undefined,
    });
  return response;
}

const problem = (...problems: (string | false)[]) =>
  problems.filter((p): p is string => !!p)[0] ?? null;

const addAlone: Sequence = async (w) => {
  const checks: SequenceCheck[] = [];
  const before = await directoryTotal(w);
  const bad = await createEmployee(w, {
    ...newEmployeeBody(w),
    firstName: ' ',
    email: 'not-an-email',
  });
  const fields = new Set(((bad.body as Dto)?.details ?? []).map((d: Dto) => d.field));
  checks.push({
    label:
      'a blank first name and a malformed email answer 400 with a detail on each field, and create nothing',
    problem: problem(
      bad.status !== 400 && `answered ${bad.status}, not 400`,
      !fields.has('firstName') && 'no detail on firstName',
      !fields.has('email') && 'no detail on email',
      (await directoryTotal(w)) !== before && 'the directory grew',
    ),
  });

  const body = newEmployeeBody(w);
  const created = await createEmployee(w, { ...body });
  const data = (created.body as Dto)?.data;
  const found = is2xx(created.status)
    ? await w.must('admin', 'get', '/api/employees', undefined, {
        search: String(body.lastName),
        status: 'active',
      })
    : null;
  checks.push({
    label: 'the employee added alone is in the directory at once, without an account',
    problem: problem(
      created.status !== 201 && `answered ${created.status}, not 201`,
      data && data.user !== null && 'the answer gives them an account',
      found !== null &&
        !(found.data as Dto[]).some((e) => e.id === data?.id) &&
        'the directory does not list them',
    ),
  });

  const total = await directoryTotal(w);
  const again = await createEmployee(w, {
    ...newEmployeeBody(w),
    email: ` ${String(body.email).toUpperCase()} `,
  });
  checks.push({
    label: "an email that is already an employee's (another case) answers 409 and creates nothing",
    problem: problem(
      again.status !== 409 && `answered ${again.status}, not 409`,
      (await directoryTotal(w)) !== total && 'the directory grew',
    ),
  });
  for (const { id, email } of createdEmployees.splice(0)) await giveAccount(w, id, 'admin', email);
  return checks;
};

const linkAccount: Sequence = async (w) => {
  const checks: SequenceCheck[] = [];
  const created = await w.must('admin', 'post', '/api/employees', newEmployeeBody(w));
  const employeeId = String(created?.data?.id);
  const total = await directoryTotal(w);
  const linked = await giveAccount(w, employeeId);
  const after = await w.data('admin', `/api/employees/${employeeId}`);
  checks.push({
    label: 'an account for an existing employee links to them, with no second employee record',
    problem: problem(
      linked.status !== 201 && `answered ${linked.status}, not 201`,
      (linked.body as Dto)?.employeeId !== employeeId &&
        `the account's employeeId is ${(linked.body as Dto)?.employeeId}, not ${employeeId}`,
      !after?.user && 'the employee has no account after it',
      (await directoryTotal(w)) !== total && 'the directory grew (a second employee record)',
    ),
  });

  const second = await giveAccount(w, employeeId);
  const still = await w.data('admin', `/api/employees/${employeeId}`);
  checks.push({
    label: 'a second account for an employee answers 409 and changes nothing',
    problem: problem(
      second.status !== 409 && `answered ${second.status}, not 409`,
      still?.user?.id !== after?.user?.id && 'the employee now has another account',
    ),
  });

  // Deleting an employee's account archives them: they get no new account until restored.
  const leaver = await w.must('admin', 'post', '/api/employees', newEmployeeBody(w));
  const leaverId = String(leaver?.data?.id);
  const firstAccount = await giveAccount(w, leaverId);
  await w.send({
    method: 'delete',
    path: `/api/users/${String((firstAccount.body as Dto)?.id)}`,
    token: w.tokens.admin,
  });
  const again = await giveAccount(w, leaverId);
  const archived = await w.data('admin', `/api/employees/${leaverId}`);
  checks.push({
    label: 'an archived employee (their account deleted) gets no new account: 409, still archived',
    problem: problem(
      again.status !== 409 && `answered ${again.status}, not 409`,
      !!archived?.user && 'the archived employee now has an account',
      archived?.isActive !== false && 'the employee is no longer archived',
    ),
  });

  const mine = await w.must('admin', 'post', '/api/employees', newEmployeeBody(w));
  const mineId = String(mine?.data?.id);
  const foreign = await giveAccount(w, mineId, 'otherAdmin');
  const read = await w.send({
    method: 'get',
    path: `/api/employees/${mineId}`,
    token: w.tokens.admin,
  });
  const employee = (read.body as Dto)?.data;
  checks.push({
    label: "another organization's admin cannot give this organization's employee an account",
    problem: problem(
      is2xx(foreign.status) && `answered ${foreign.status}`,
      foreign.status >= 500 && `answered ${foreign.status}`,
      read.status !== 200 && `the employee now answers ${read.status} to their own admin`,
      !!employee?.user && 'the employee now has an account',
    ),
    category: 'org',
  });
  await giveAccount(w, mineId);
  return checks;
};

export const EMPLOYEE_ACCOUNT_CHECKS: Record<string, Sequence> = {
  createEmployee: addAlone,
  createUser: linkAccount,
};
