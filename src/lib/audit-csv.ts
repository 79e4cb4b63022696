import Papa from 'papaparse';
import { auditChanges, type AuditEntry } from './audit';
import { inert } from './csv-cell';

/**
 * The CSV of an audit list: one row per entry, the same rows and order as the screen. Apart from
 * the audit labels, so the screens that show audit rows do not load the CSV library.
 */
export function auditCsv(entries: readonly AuditEntry[]): string {
  return Papa.unparse({
    fields: [
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
    data: entries.map((e) => [
      e.at,
      inert(e.actor.name),
      e.action,
      e.entityType,
      e.entityId,
      e.employee ? inert(`${e.employee.firstName} ${e.employee.lastName}`) : '',
      inert(e.summary),
      inert(
        auditChanges(e)
          .map((c) => `${c.field}: ${c.before} → ${c.after}`)
          .join('; '),
      ),
      inert(e.reason ?? ''),
    ]),
  });
}
