/**
 * The employees directory's rules (GET /api/employees): which sort keys, status and account
 * filters it takes, and how rows are ordered. The mock sorts with {@link compareDirectoryRows};
 * the screen offers the same keys and filters.
 */

export const EMPLOYEE_SORTS = [
  'name',
  'team',
  'manager',
  'position',
  'hireDate',
  'currentSalary',
] as const;
export type EmployeeSort = (typeof EMPLOYEE_SORTS)[number];

export const EMPLOYEE_STATUSES = ['active', 'archived'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

export type SortOrder = 'asc' | 'desc';

export const isEmployeeSort = (value: unknown): value is EmployeeSort =>
  (EMPLOYEE_SORTS as readonly unknown[]).includes(value);

/** Whether an employee passes the status filter (no filter: everyone). */
export function matchesStatus(isActive: boolean, status: EmployeeStatus | undefined): boolean {
  if (status === 'active') return isActive;
  if (status === 'archived') return !isActive;
  return true;
}

export const EMPLOYEE_ACCOUNT_FILTERS = ['with', 'without'] as const;
export type EmployeeAccountFilter = (typeof EMPLOYEE_ACCOUNT_FILTERS)[number];

/** Whether an employee passes the account filter: `with` a user account, `without` one (no filter: everyone). */
export function matchesAccount(
  hasAccount: boolean,
  account: EmployeeAccountFilter | undefined,
): boolean {
  if (account === 'with') return hasAccount;
  if (account === 'without') return !hasAccount;
  return true;
}

/** One row's sort value; null where it has none (or the caller may not see it). */
export type DirectoryKey = string | number | null;

/**
 * The directory's order of two rows: by key in `order`, rows without a key last in either order
 * (a salary the caller may not see must not tell by its place in the list), ties by the name
 * order (`nameRank`, ascending in either order).
 */
export function compareDirectoryRows(
  a: { key: DirectoryKey; nameRank: number },
  b: { key: DirectoryKey; nameRank: number },
  order: SortOrder,
  compareText: (x: string, y: string) => number,
): number {
  if (a.key === null || b.key === null) {
    if (a.key !== b.key) return a.key === null ? 1 : -1;
    return a.nameRank - b.nameRank;
  }
  const byKey =
    typeof a.key === 'number' && typeof b.key === 'number'
      ? a.key - b.key
      : compareText(String(a.key), String(b.key));
  if (byKey !== 0) return order === 'desc' ? -byKey : byKey;
  return a.nameRank - b.nameRank;
}
