import { managerChoiceProblems } from '@/lib/manager-choice';
import type { FieldProblem } from '@/lib/stage-answers';
import { isManagerEmployee, managerAssignmentOf } from '@mocks/views/employee';
import { db } from './store';

/** The manager-choice rules (src/lib/manager-choice) against the organization's employees. */
export function managerProblems(
  organizationId: string,
  employeeId: string | null,
  primary: string | null,
  secondary: string | null,
): FieldProblem[] {
  return managerChoiceProblems({ employeeId, primary, secondary }, (id) => {
    const manager = db.employees.find(id);
    return !!manager && manager.organizationId === organizationId && isManagerEmployee(manager);
  });
}

function userIdOf(employeeId: string | null): string | null {
  return employeeId ? (db.employees.find(employeeId)?.userId ?? null) : null;
}

/**
 * Sets an employee's managers (employee ids): creates, updates or (without a primary) removes the
 * assignment, and mirrors it on the employee's user (whose manager fields hold user ids).
 */
export function assignManagers(
  employeeId: string,
  primary: string | null,
  secondary: string | null,
  now: Date,
) {
  const stamp = now.toISOString();
  const employee = db.employees.find(employeeId);
  const existing = managerAssignmentOf(employeeId);
  let assignment = existing;
  if (!primary) {
    if (existing) db.managerAssignments.remove(existing.id);
    assignment = undefined;
  } else if (existing) {
    assignment = db.managerAssignments.update(existing.id, {
      primaryManagerId: primary,
      secondaryManagerId: secondary,
      updatedAt: stamp,
    });
  } else {
    assignment = db.managerAssignments.insert({
      organizationId: employee?.organizationId ?? '',
      employeeId,
      primaryManagerId: primary,
      secondaryManagerId: secondary,
      createdAt: stamp,
      updatedAt: stamp,
    });
  }
  if (employee?.userId) {
    db.users.update(employee.userId, {
      primaryManagerId: userIdOf(primary),
      secondaryManagerId: primary ? userIdOf(secondary) : null,
      updatedAt: stamp,
    });
  }
  return assignment;
}
