import type { ApiResponse } from '../http';
import type { Sequence } from '../sequences';
import { PROBE_PASSWORD, type Dto } from '../world';

/**
 * Text a spreadsheet would run as a formula (`=cmd|'/Ccalc'!A0`, `+1`, `-2+3`, `@SUM(A1)`) is
 * stored and answered exactly as it was sent. The contract has no CSV answer: every export is
 * written by the app from these answers, and it is the export that neutralises such a cell (a
 * leading quote) while the import takes that quote off again. A server that "sanitises" the text
 * on the way in shows `'=…` on every screen and in every file, and breaks the round trip.
 */

const describe = (response: ApiResponse) =>
  `${response.status} ${JSON.stringify(response.body ?? null).slice(0, 160)}`;

/** What differs between the sent fields and the record read back (emails in any case). */
function differences(sent: Record<string, string>, read: Dto, emails: readonly string[] = []) {
  return Object.entries(sent)
    .filter(([field, value]) => {
      const got = read?.[field];
      return emails.includes(field)
        ? String(got).toLowerCase() !== value.toLowerCase()
        : got !== value;
    })
    .map(
      ([field, value]) =>
        `${field} ${JSON.stringify(read?.[field])}, sent ${JSON.stringify(value)}`,
    );
}

const ownEmail: Sequence = async (w) => {
  const user = await w.user();
  const token = await w.loginAs(user.email, PROBE_PASSWORD);
  const email = `=cmd|'/Ccalc'!A0-${w.unique('formula')}@contract.example`;
  const label = "an employee's own formula-like email is stored and answered as sent";
  const update = await w.send({
    method: 'put',
    path: '/api/users/profile',
    token,
    body: { email },
  });
  if (update.status !== 200)
    return [{ label, problem: `the profile answered ${describe(update)}` }];
  const session = await w.send({ method: 'get', path: '/api/auth/validate-session', token });
  const asAdmin = (await w.data('admin', `/api/employees/${user.employeeId}`))?.user;
  const problems = [
    ...differences({ email }, (session.body as Dto)?.user, ['email']).map((d) => `session: ${d}`),
    ...differences({ email }, asAdmin, ['email']).map((d) => `the admin's read: ${d}`),
  ];
  return [{ label, problem: problems.length ? problems.join('; ') : null }];
};

const employeeFields: Sequence = async (w) => {
  const user = await w.user();
  const id = user.employeeId as string;
  const sent = {
    firstName: '=HYPERLINK("https://contract.example","open")',
    lastName: `+1 ${w.unique('formula')}`,
    position: '-2+3',
    department: '@SUM(A1:A9)',
    personalEmail: `=cmd|'/Ccalc'!A0-${w.unique('formula')}@contract.example`,
  };
  const label = "an employee's formula-like name, position, department and email are kept as sent";
  const update = await w.send({
    method: 'put',
    path: `/api/employees/${id}`,
    token: w.tokens.admin,
    body: sent,
  });
  if (update.status !== 200) return [{ label, problem: `the update answered ${describe(update)}` }];
  const after = await w.data('admin', `/api/employees/${id}`);
  const problems = differences(sent, after, ['personalEmail']);
  return [{ label, problem: problems.length ? problems.join('; ') : null }];
};

export const FORMULA_TEXT_CHECKS: Record<string, Sequence> = {
  updateProfile: ownEmail,
  updateEmployee: employeeFields,
};
