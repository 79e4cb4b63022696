import {
  compareDirectoryRows,
  type DirectoryKey,
  type EmployeeSort,
  type SortOrder,
} from '@/lib/employee-directory';
import { canSeePayOf, type PayViewer } from '@/lib/pay-visibility';
import { db } from '@mocks/db';
import { cached } from '@mocks/db/cached';
import type { Employee } from '@mocks/db/records';
import { compareNames } from './compare-names';
import { managerAssignmentOf } from './employee';
import { employeesByName } from './employee-index';
import { salaryOf } from './participant';

function teamKey(employee: Employee): string | null {
  const names = employee.teamIds
    .map((id) => db.teams.find(id)?.name)
    .filter((name): name is string => !!name)
    .sort(compareNames);
  return names[0] ?? null;
}

function managerKey(employee: Employee): string | null {
  const id = managerAssignmentOf(employee.id)?.primaryManagerId;
  const manager = id ? db.employees.find(id) : undefined;
  return manager ? `${manager.lastName}\u0000${manager.firstName}` : null;
}

/** An employee's value for a sort key, before pay visibility (the caller's rule applies later). */
export function directoryKeyOf(employee: Employee, sort: EmployeeSort): DirectoryKey {
  switch (sort) {
    case 'team':
      return teamKey(employee);
    case 'manager':
      return managerKey(employee);
    case 'position':
      return employee.position || null;
    case 'hireDate':
      return employee.hireDate || null;
    case 'currentSalary':
      return salaryOf(employee.id).amount;
    default:
      return null;
  }
}

/** Sorts `rows` (in name order) by `keyOf`, as the directory orders them. */
export function sortDirectory(
  rows: readonly Employee[],
  keyOf: (employee: Employee) => DirectoryKey,
  order: SortOrder,
): Employee[] {
  const decorated = rows.map((employee, nameRank) => ({
    employee,
    nameRank,
    key: keyOf(employee),
  }));
  decorated.sort((a, b) => compareDirectoryRows(a, b, order, compareNames));
  return decorated.map((row) => row.employee);
}

/**
 * Every employee of an organization in the directory's order for a sort key, kept until the data
 * a key reads changes: sorting 10,000 people by team name or salary takes tens of milliseconds, and
 * each page of the list would pay it again. Read-only. The salary order is the admin's (who sees
 * every salary); other callers' salary orders are built from their own rows.
 */
export const employeesInOrder: (args: {
  organizationId: string;
  sort: EmployeeSort;
  order: SortOrder;
}) => readonly Employee[] = cached(
  'employees in directory order',
  ({ organizationId, sort, order }) => {
    const byName = employeesByName(organizationId);
    if (sort === 'name') return order === 'asc' ? byName : [...byName].reverse();
    return sortDirectory(byName, (e) => directoryKeyOf(e, sort), order);
  },
  ({ organizationId, sort, order }) => `${organizationId}|${sort}|${order}`,
);

/**
 * A non-admin caller's rows (in name order) in the directory's order: a salary they may not see
 * sorts as none, so its place in the list tells nothing.
 */
export function orderForViewer(
  rows: readonly Employee[],
  sort: EmployeeSort,
  order: SortOrder,
  viewer: PayViewer,
): readonly Employee[] {
  if (sort === 'name') return order === 'asc' ? rows : [...rows].reverse();
  return sortDirectory(
    rows,
    (e) =>
      sort === 'currentSalary' &&
      !canSeePayOf(viewer, { employeeId: e.id, organizationId: e.organizationId })
        ? null
        : directoryKeyOf(e, sort),
    order,
  );
}
