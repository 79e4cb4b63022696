import type { components } from '@/api/schema';
import { db } from '@mocks/db';
import type { AuditEntry } from '@mocks/db/records';
import type { QueryFor } from '@mocks/http/route';

type AuditEntryDto = components['schemas']['AuditEntry'];

/** The list's filters (`from` and `to`: calendar days, inclusive), without its paging. */
export type AuditFilter = Omit<QueryFor<'listAuditEntries'>, 'limit' | 'offset'>;

/** The organization's entries matching every given filter, newest first (same instant: later recorded first). */
export function filterAuditEntries(organizationId: string, filter: AuditFilter): AuditEntry[] {
  const entries = db.auditEntries.lookup('organizationId', organizationId);
  const order = new Map(entries.map((e, i) => [e.id, i]));
  return entries
    .filter(
      (e) =>
        (!filter.entityType || e.entityType === filter.entityType) &&
        (!filter.entityId || e.entityId === filter.entityId) &&
        (!filter.employeeId || e.employeeId === filter.employeeId) &&
        (!filter.actorId || e.actorUserId === filter.actorId) &&
        (!filter.action || e.action === filter.action) &&
        (!filter.from || e.at.slice(0, 10) >= filter.from) &&
        (!filter.to || e.at.slice(0, 10) <= filter.to),
    )
    .sort((a, b) => b.at.localeCompare(a.at) || order.get(b.id)! - order.get(a.id)!);
}

export function toAuditEntryDto(entry: AuditEntry): AuditEntryDto {
  const employee = entry.employeeId ? db.employees.find(entry.employeeId) : undefined;
  return {
    id: entry.id,
    at: entry.at,
    actor: { id: entry.actorUserId, name: entry.actorName },
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    employee: employee
      ? { id: employee.id, firstName: employee.firstName, lastName: employee.lastName }
      : null,
    summary: entry.summary,
    before: entry.before,
    after: entry.after,
    reason: entry.reason,
  };
}
