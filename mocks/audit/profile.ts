import { db } from '@mocks/db';
import type { User } from '@mocks/db/records';
import { recordAudit } from './record';
import { recordChange, type AuditView } from './record-change';

const profileView = (user: User): AuditView => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
});

const employeeOf = (user: User) =>
  user.employeeId && db.employees.find(user.employeeId) ? user.employeeId : null;

/**
 * Audit entries of one's own profile: the name and email fields that changed, old and new, and a
 * new password as 'password_change' (never its value).
 */
export function auditProfileChange(before: User, after: User, passwordChanged: boolean): void {
  const name = `${after.firstName} ${after.lastName}`;
  recordChange({
    actor: after,
    organizationId: after.organizationId,
    entityType: 'user',
    entityId: after.id,
    employeeId: employeeOf(after),
    before: profileView(before),
    after: profileView(after),
    summary: (_action, changed) => `${name} edited their profile (${changed.join(', ')})`,
  });
  if (!passwordChanged) return;
  recordAudit({
    actor: after,
    organizationId: after.organizationId,
    action: 'password_change',
    entityType: 'user',
    entityId: after.id,
    employeeId: employeeOf(after),
    summary: `${name} changed their password`,
  });
}

/** Audit entry of an admin setting a user's temporary password (never its value). */
export function auditPasswordReset(caller: User, target: User): void {
  recordAudit({
    actor: caller,
    organizationId: target.organizationId,
    action: 'password_reset',
    entityType: 'user',
    entityId: target.id,
    employeeId: employeeOf(target),
    summary: `Temporary password set for ${target.firstName} ${target.lastName}`,
  });
}
