import type { User } from '@mocks/db/records';
import { employeeAuditView, type EmployeeAuditView } from '@mocks/views/employee-audit';
import { recordAudit } from './record';

/**
 * The audit entry of an employee edit, like the import's: the fields that changed, before and
 * after; none when nothing the trail shows changed.
 */
export function auditEmployeeUpdate(
  user: User,
  employeeId: string,
  before: EmployeeAuditView,
  now: Date,
): void {
  const after = employeeAuditView(employeeId);
  const changed = Object.keys(after).filter((k) => before[k] !== after[k]);
  if (changed.length === 0) return;
  const pick = (view: EmployeeAuditView) => Object.fromEntries(changed.map((k) => [k, view[k]]));
  recordAudit({
    actor: user,
    organizationId: user.organizationId,
    action: 'update',
    entityType: 'employee',
    entityId: employeeId,
    employeeId,
    summary: `${after.firstName} ${after.lastName} updated (${changed.join(', ')})`,
    before: pick(before),
    after: pick(after),
    at: now,
  });
}
