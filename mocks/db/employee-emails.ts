import { db } from './store';

/**
 * Whether `email` is already an employee's work, account or personal email in the organization
 * (case-insensitive), `exceptId` aside: an email identifies one employee, as in the import.
 */
export function employeeEmailTaken(
  organizationId: string,
  email: string,
  exceptId?: string,
): boolean {
  const wanted = email.trim().toLowerCase();
  return db.employees.lookup('organizationId', organizationId).some((e) => {
    if (e.id === exceptId) return false;
    const user = e.userId ? db.users.find(e.userId) : undefined;
    return [user?.email, e.workEmail, e.personalEmail].some((m) => m?.toLowerCase() === wanted);
  });
}
