/** Texts of giving an existing employee an account (POST /api/users with employeeId). */
export const ACCOUNT_LINK_MESSAGES = {
  hasAccount: 'This employee already has an account',
  archived: 'This employee is archived; restore them before giving them an account',
  notFound: 'Employee not found',
} as const;

export interface AccountCandidate {
  hasAccount: boolean;
  isActive: boolean;
}

/**
 * An employee has at most one account, and only an active employee gets one: the 409 text that
 * refuses linking a new account to `employee`, or null when it may. The Add User panel offers
 * only the employees for whom this is null.
 */
export function accountLinkProblem(employee: AccountCandidate): string | null {
  if (employee.hasAccount) return ACCOUNT_LINK_MESSAGES.hasAccount;
  if (!employee.isActive) return ACCOUNT_LINK_MESSAGES.archived;
  return null;
}

/** Texts of the work email an account of an existing employee signs in with. */
export const WORK_EMAIL_MESSAGES = {
  missing:
    'This employee has no work email: add it on their page (Edit → Work Email) before giving them an account',
  mismatch: "Must be the employee's work email",
  signInEmail: 'This is the email they sign in with: change it on the Users page',
} as const;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * An existing employee's account signs in with their work email: the text refusing `email` for
 * an employee whose work email is `workEmail` (none: they need one first), or null when it is it.
 */
export function accountEmailProblem(
  workEmail: string | null | undefined,
  email: string,
): string | null {
  if (!workEmail?.trim()) return WORK_EMAIL_MESSAGES.missing;
  return sameEmail(workEmail, email) ? null : WORK_EMAIL_MESSAGES.mismatch;
}

/**
 * The work email of an employee with an account is that account's sign-in email: the text refusing
 * an edit to `sent`, or null when the edit keeps it (or the employee has no account).
 */
export function workEmailEditProblem(
  accountEmail: string | null | undefined,
  sent: string | null | undefined,
): string | null {
  if (!accountEmail || sent === undefined) return null;
  return sameEmail(accountEmail, sent ?? '') ? null : WORK_EMAIL_MESSAGES.signInEmail;
}
