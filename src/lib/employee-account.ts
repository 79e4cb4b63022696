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
