import { db } from '@mocks/db';
import { levelOf } from './employee';
import { personName, salaryOf } from './participant';

/** What an employee's audit entry shows of them: the fields an import or the edit form can set. */
export type EmployeeAuditView = Record<string, string | number | null>;

export function employeeAuditView(employeeId: string): EmployeeAuditView {
  const e = db.employees.find(employeeId)!;
  const user = e.userId ? db.users.find(e.userId) : undefined;
  const salary = salaryOf(employeeId);
  return {
    firstName: e.firstName,
    lastName: e.lastName,
    email: user?.email ?? e.workEmail,
    personalEmail: e.personalEmail,
    position: e.position,
    department: e.department,
    team: e.teamIds.map((id) => db.teams.find(id)?.name ?? id).join(', '),
    hireDate: e.hireDate,
    manager: personName(
      db.managerAssignments.lookup('employeeId', employeeId)[0]?.primaryManagerId,
    ),
    salary: salary.amount,
    currency: salary.amount === null ? null : salary.currency,
    level: levelOf(e)?.name ?? null,
    zone: e.zone,
  };
}
