import type { Sequence, SequenceCheck } from '../sequences';
import type { Dto, World } from '../world';
import { giveAccount, newEmployeeBody } from './employee-accounts';

/**
 * An employee's work email and personal email are what they say: the import files its Work Email
 * as workEmail and its Personal Email as personalEmail, and an account for an existing employee
 * (`POST /api/users` with `employeeId`) signs in with the work email only, another email (the
 * personal one too) answering 400 on email and giving no account, as does an employee without a
 * work email until an edit gives them one. Every employee a check makes gets an account in the
 * end, deleted at cleanup, which leaves them archived.
 */

const problem = (...problems: (string | false)[]) =>
  problems.filter((p): p is string => !!p)[0] ?? null;

const fieldsOf = (body: unknown) =>
  new Set(((body as Dto)?.details ?? []).map((d: Dto) => d.field));

/** A refused account for `employeeId` signing in with `email`: what is wrong, or null. */
async function refusedAccount(w: World, employeeId: string, email: string) {
  const response = await giveAccount(w, employeeId, 'admin', email);
  const after = await w.data('admin', `/api/employees/${employeeId}`);
  return problem(
    response.status !== 400 && `answered ${response.status}, not 400`,
    response.status === 400 && !fieldsOf(response.body).has('email') && 'no detail on email',
    !!after?.user && 'the employee now has an account',
  );
}

/** An account given with the work email (another case): what is wrong, or null. */
async function acceptedAccount(w: World, employeeId: string, workEmail: string) {
  const response = await giveAccount(w, employeeId, 'admin', workEmail.toUpperCase());
  const email = (response.body as Dto)?.email;
  return problem(
    response.status !== 201 && `answered ${response.status}, not 201`,
    response.status === 201 &&
      String(email).toLowerCase() !== workEmail.toLowerCase() &&
      `the account signs in with ${email}, not ${workEmail}`,
  );
}

const accountEmail: Sequence = async (w) => {
  const checks: SequenceCheck[] = [];
  const body = newEmployeeBody(w);
  const workEmail = String(body.email);
  const created = await w.must('admin', 'post', '/api/employees', body);
  const id = String(created?.data?.id);
  checks.push({
    label:
      'an account for an existing employee with another email than their work email: 400 on email, no account',
    problem: await refusedAccount(w, id, `other.${workEmail}`),
  });
  checks.push({
    label: 'an account for an existing employee signs in with their work email (any case)',
    problem: await acceptedAccount(w, id, workEmail),
  });

  const { email: _none, ...bare } = newEmployeeBody(w);
  const without = await w.must('admin', 'post', '/api/employees', bare);
  const withoutId = String(without?.data?.id);
  const later = `${w.unique('work')}@contract.example`;
  checks.push({
    label: 'an account for an employee without a work email: 400 on email, no account',
    problem: await refusedAccount(w, withoutId, later),
  });
  const edit = await w.send({
    method: 'put',
    path: `/api/employees/${withoutId}`,
    token: w.tokens.admin,
    body: { firstName: bare.firstName, lastName: bare.lastName, workEmail: later },
  });
  checks.push({
    label: 'once an edit gives them a work email, their account signs in with it',
    problem:
      edit.status !== 200
        ? `the edit answered ${edit.status}, not 200`
        : await acceptedAccount(w, withoutId, later),
  });
  return checks;
};

const importedEmails: Sequence = async (w) => {
  const row = newEmployeeBody(w);
  const workEmail = String(row.email);
  const personalEmail = `${w.unique('home')}@home.contract.example`;
  const label =
    'the import files Work Email as the work email and Personal Email as the personal one; the account signs in with the work one';
  const imported = await w.send({
    method: 'post',
    path: '/api/imports/employees',
    token: w.tokens.admin,
    body: { fileName: 'contract.csv', rows: [{ ...row, personalEmail }] },
  });
  if (imported.status !== 200)
    return [{ label, problem: `the import answered ${imported.status}` }];
  const found = await w.must('admin', 'get', '/api/employees', undefined, {
    search: String(row.lastName),
  });
  const employee = (found?.data as Dto[] | undefined)?.find((e) => e.lastName === row.lastName);
  if (!employee) return [{ label, problem: 'the directory does not list the imported employee' }];
  const read = await w.data('admin', `/api/employees/${employee.id}`);
  const refused = await refusedAccount(w, employee.id, personalEmail);
  const accepted = await acceptedAccount(w, employee.id, workEmail);
  return [
    {
      label,
      problem: problem(
        read?.workEmail !== workEmail && `workEmail reads ${read?.workEmail}, not ${workEmail}`,
        read?.personalEmail !== personalEmail &&
          `personalEmail reads ${read?.personalEmail}, not ${personalEmail}`,
        refused && `an account with the personal email: ${refused}`,
        accepted && `an account with the work email: ${accepted}`,
      ),
    },
  ];
};

/** A new account whose email an employee without one already has: 409, no second person. */
const takenByEmployee: Sequence = async (w) => {
  const body = newEmployeeBody(w);
  const workEmail = String(body.email);
  const created = await w.must('admin', 'post', '/api/employees', body);
  const id = String(created?.data?.id);
  const response = await w.send({
    method: 'post',
    path: '/api/users',
    token: w.tokens.admin,
    body: {
      firstName: 'Second',
      lastName: String(body.lastName),
      email: workEmail.toUpperCase(),
      role: 'employee',
      password: 'Contract!Pass42',
    },
  });
  const found = await w.must('admin', 'get', '/api/employees', undefined, {
    search: String(body.lastName),
  });
  const named = ((found?.data as Dto[] | undefined) ?? []).filter(
    (e) => e.lastName === body.lastName,
  );
  // The employee gets their own account in the end, so cleanup archives them as the others.
  if (response.status === 409) await acceptedAccount(w, id, workEmail);
  return [
    {
      label:
        "an account without employeeId whose email is an existing employee's work email: 409, nobody created",
      problem: problem(
        response.status !== 409 && `answered ${response.status}, not 409`,
        named.length !== 1 && `${named.length} employees are named ${body.lastName}, not 1`,
      ),
    },
  ];
};

export const WORK_EMAIL_CHECKS: Record<string, Sequence> = {
  createUser: async (w) => [...(await accountEmail(w)), ...(await takenByEmployee(w))],
  importEmployees: importedEmails,
};
