import type { AuditEntry } from '@mocks/db/records';
import { recordAudit, type AuditActor } from './record';

/** A record as the audit trail shows it: plain values a person reads, one per field. */
export type AuditView = Record<string, string | number | boolean | null>;

export interface RecordChangeInput {
  actor: AuditActor;
  organizationId: string;
  entityType: AuditEntry['entityType'];
  entityId: string;
  employeeId?: string | null;
  /** Null for a creation. */
  before: AuditView | null;
  /** Null for a deletion. */
  after: AuditView | null;
  /** An edit's action when it is not plain 'update' (e.g. 'reorder' when only the order moved). */
  editAction?: (changed: readonly string[]) => string;
  /** The entry's one line, from its action and the fields that changed. */
  summary: (action: string, changed: readonly string[]) => string;
  at?: Date;
}

/**
 * Records a create, edit or delete of a settings record (team, metric, organization...): a
 * creation with every value after, a deletion with every value before, an edit with only the
 * fields that changed, old and new. An edit that changes nothing records nothing (null).
 */
export function recordChange(input: RecordChangeInput): AuditEntry | null {
  const { before, after } = input;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changed = before && after ? keys.filter((k) => before[k] !== after[k]) : keys;
  if (before && after && changed.length === 0) return null;
  const action = !before ? 'create' : !after ? 'delete' : (input.editAction?.(changed) ?? 'update');
  const pick = (view: AuditView | null) =>
    view && Object.fromEntries(changed.map((k) => [k, view[k] ?? null]));
  return recordAudit({
    actor: input.actor,
    organizationId: input.organizationId,
    action,
    entityType: input.entityType,
    entityId: input.entityId,
    employeeId: input.employeeId ?? null,
    summary: input.summary(action, changed),
    before: pick(before),
    after: pick(after),
    at: input.at,
  });
}

/** "Team A renamed to B (description)", "Team B edited (description)", "Team B created". */
export function settingsSummary(
  noun: string,
  before: AuditView | null,
  after: AuditView | null,
  action: string,
  changed: readonly string[],
): string {
  const name = String((after ?? before)?.name ?? '');
  if (action === 'create') return `${noun} ${name} created`;
  if (action === 'delete') return `${noun} ${name} deleted`;
  const others = changed.filter((k) => k !== 'name');
  const rest = others.length > 0 ? ` (${others.join(', ')})` : '';
  if (changed.includes('name')) return `${noun} ${before?.name} renamed to ${name}${rest}`;
  return `${noun} ${name} edited${rest}`;
}
