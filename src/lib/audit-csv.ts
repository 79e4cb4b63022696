import { auditChanges, type AuditEntry } from './audit';
import { toCsv } from './csv';

/**
 * The CSV of an audit list: one row per entry, the same rows and order as the screen. Apart from
 * the audit labels, so the screens that show audit rows do not load the CSV library.
 */
export function auditCsv(entries: readonly AuditEntry[]): string {
  return toCsv(
    [
      'When',
      'Who',
      'Action',
      'Record type',
      'Record id',
      'Employee',
      'Summary',
      'Changes',
      'Reason',
    ],
    entries.map((e) => [
      e.at,
      e.actor.name,
      e.action,
      e.entityType,
      e.entityId,
      e.employee ? `${e.employee.firstName} ${e.employee.lastName}` : '',
      e.summary,
      auditChanges(e)
        .map((c) => `${c.field}: ${c.before} → ${c.after}`)
        .join('; '),
      e.reason ?? '',
    ]),
  );
}
