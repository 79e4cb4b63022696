import type { components } from '@/api/schema';
import { currentSalary } from '@/lib/compensation';
import { bandPosition } from '@/lib/pay-bands';
import { isCycleActive } from '@/lib/cycles';
import { db } from '@mocks/db';
import { historyNewestFirst } from '@mocks/db/compensation-history';
import type { Employee, Level, ManagerAssignment, ReviewCycle, User } from '@mocks/db/records';
import { versionOf } from '@mocks/http/versions';

export type EmployeeDto = components['schemas']['Employee'];
export type CompensationHistoryDto = components['schemas']['CompensationHistoryEntry'];
export type PerformanceHistoryDto = components['schemas']['PerformanceHistoryEntry'];
export type ManagerAssignmentDto = components['schemas']['ManagerAssignment'];

const DEFAULT_CURRENCY = 'USD';

/** The one manager assignment of an employee (the contract allows at most one). */
export function managerAssignmentOf(employeeId: string): ManagerAssignment | undefined {
  return db.managerAssignments.lookup('employeeId', employeeId)[0];
}

export function toManagerAssignmentDto(assignment: ManagerAssignment): ManagerAssignmentDto {
  return {
    id: assignment.id,
    employeeId: assignment.employeeId,
    primaryManagerId: assignment.primaryManagerId,
    secondaryManagerId: assignment.secondaryManagerId,
  };
}

/** Employee ids whose primary or secondary manager is `managerEmployeeId` (direct reports). */
export function directReportIds(managerEmployeeId: string): Set<string> {
  const ids = new Set<string>();
  for (const a of db.managerAssignments.lookup('primaryManagerId', managerEmployeeId))
    ids.add(a.employeeId);
  for (const a of db.managerAssignments.lookup('secondaryManagerId', managerEmployeeId))
    ids.add(a.employeeId);
  return ids;
}

/** The caller fields the employee read rule needs. */
export interface EmployeeReader {
  user: Pick<User, 'role' | 'organizationId' | 'employeeId'>;
}

/**
 * Who may read an employee (record, histories, managers): admin every employee of the
 * organization; manager their own record and direct reports; employee their own record only.
 */
export function canReadEmployee(caller: EmployeeReader, employee: Employee): boolean {
  const { user } = caller;
  if (employee.organizationId !== user.organizationId) return false;
  if (user.role === 'admin') return true;
  if (user.employeeId === employee.id) return true;
  if (user.role === 'manager' && user.employeeId) {
    const assignment = managerAssignmentOf(employee.id);
    return (
      assignment?.primaryManagerId === user.employeeId ||
      assignment?.secondaryManagerId === user.employeeId
    );
  }
  return false;
}

function personRef(employeeId: string | null | undefined) {
  const person = employeeId ? db.employees.find(employeeId) : undefined;
  return person ? { id: person.id, firstName: person.firstName, lastName: person.lastName } : null;
}

/** Compensation history of an employee, newest first, components with their type names. */
export function compensationHistoryOf(employeeId: string): CompensationHistoryDto[] {
  return historyNewestFirst(employeeId).map((entry) => ({
    id: entry.id,
    employeeId: entry.employeeId,
    effectiveDate: entry.effectiveDate,
    changeType: entry.changeType,
    changeReason: entry.changeReason || null,
    reviewCycleId: entry.cycleId,
    components: db.compensationComponents.lookup('historyId', entry.id).map((c) => {
      const type = db.compensationTypes.find(c.typeId);
      return {
        id: c.id,
        type: { id: c.typeId, name: type?.name ?? 'Unknown' },
        typeId: c.typeId,
        amount: c.amount,
        currency: c.currency || DEFAULT_CURRENCY,
      };
    }),
  }));
}

/** Performance history of an employee, newest first (by date). */
export function performanceHistoryOf(employeeId: string): PerformanceHistoryDto[] {
  return db.performanceHistories
    .lookup('employeeId', employeeId)
    .map((entry) => {
      const cycle = entry.cycleId ? db.reviewCycles.find(entry.cycleId) : undefined;
      const metric = entry.metricId ? db.performanceMetrics.find(entry.metricId) : undefined;
      return {
        id: entry.id,
        employeeId: entry.employeeId,
        date: entry.date,
        reviewDate: entry.reviewDate || null,
        createdAt: entry.createdAt,
        reviewCycle: cycle ? { id: cycle.id, name: cycle.name } : null,
        performanceRating: entry.ratingName ? { name: entry.ratingName } : null,
        rating: Number.isFinite(entry.rating) ? entry.rating : null,
        performanceMetric: metric ? { name: metric.name } : null,
        status: entry.status,
        notes: entry.notes || null,
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
}

/** True when the employee's linked user is a manager or admin, or the record is flagged as manager. */
export function isManagerEmployee(employee: Employee): boolean {
  if (employee.isManager) return true;
  const user = employee.userId ? db.users.find(employee.userId) : undefined;
  return user?.role === 'manager' || user?.role === 'admin';
}

/** True when the employee has a user account (the list's `user` is set). */
export function hasAccount(employee: Employee): boolean {
  return !!employee.userId && db.users.find(employee.userId) !== undefined;
}

/** Active cycles of an organization, newest start first (spec 01 §4 active rule). */
export function activeCyclesOf(organizationId: string, now: Date): ReviewCycle[] {
  return db.reviewCycles
    .lookup('organizationId', organizationId)
    .filter((cycle) =>
      isCycleActive({ ...cycle, status: db.reviewStatuses.find(cycle.statusId) ?? null }, now),
    )
    .sort((a, b) => b.startDate.localeCompare(a.startDate));
}

/** The employee's level when it is one of their organization's. */
export function levelOf(employee: Pick<Employee, 'levelId' | 'organizationId'>): Level | null {
  const level = employee.levelId ? db.levels.find(employee.levelId) : undefined;
  return level && level.organizationId === employee.organizationId ? level : null;
}

/** The address at work: an account's sign-in email, else the one set on the employee; null without. */
export function employeeWorkEmail(employee: Pick<Employee, 'userId' | 'workEmail'>): string | null {
  const user = employee.userId ? db.users.find(employee.userId) : undefined;
  return user?.email ?? (employee.workEmail || null);
}

export function toEmployeeDto(employee: Employee): EmployeeDto {
  const assignment = managerAssignmentOf(employee.id);
  const user = employee.userId ? db.users.find(employee.userId) : undefined;
  const history = compensationHistoryOf(employee.id);
  const salaryCurrency =
    history.flatMap((h) => h.components).find((c) => c.type.name.toLowerCase().includes('salary'))
      ?.currency ?? DEFAULT_CURRENCY;
  const salary = currentSalary(history);
  const level = levelOf(employee);
  return {
    id: employee.id,
    version: versionOf(employee, assignment),
    firstName: employee.firstName,
    middleName: employee.middleName || null,
    lastName: employee.lastName,
    workEmail: employeeWorkEmail(employee),
    personalEmail: employee.personalEmail || null,
    phoneNumber: employee.phoneNumber || null,
    isActive: employee.isActive,
    position: employee.position || 'Employee',
    department: employee.department || null,
    hireDate: employee.hireDate || null,
    primaryManagerId: assignment?.primaryManagerId ?? null,
    secondaryManagerId: assignment?.secondaryManagerId ?? null,
    primaryManager: personRef(assignment?.primaryManagerId),
    secondaryManager: personRef(assignment?.secondaryManagerId),
    organizationId: employee.organizationId,
    teams: employee.teamIds
      .map((id) => db.teams.find(id))
      .filter((team) => team !== undefined)
      .map((team) => ({ id: team.id, name: team.name })),
    isManager: isManagerEmployee(employee),
    user: user
      ? {
          id: user.id,
          email: user.email,
          role: user.role,
          roleAssignment: { role: { name: user.role } },
        }
      : null,
    currentSalary: salary,
    levelId: level?.id ?? null,
    level: level ? { id: level.id, name: level.name } : null,
    zone: employee.zone,
    bandPosition: bandPosition(level, employee.zone, salary, salaryCurrency),
    currency: salaryCurrency,
    createdAt: employee.createdAt,
    updatedAt: employee.updatedAt,
  };
}
