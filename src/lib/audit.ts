import type { AuditEntry, AuditEntityType } from '@/api/schema-types.gen';

export type { AuditEntry, AuditEntityType } from '@/api/schema-types.gen';

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  employee: 'Employee',
  compensation: 'Compensation',
  recommendation: 'Recommendation',
  stage: 'Review stage',
  user: 'User',
  team: 'Team',
  cycle: 'Review cycle',
  calibration: 'Calibration',
  reminder: 'Reminder',
  import: 'Import',
  level: 'Level',
  letter: 'Letter',
  organization: 'Organization',
  organization_type: 'Organization type',
  metric: 'Performance metric',
};

/** Actions the filter offers (the mock records these; other servers may add more). */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'submit',
  'edit',
  'approve',
  'reject',
  'undo',
  'approvals_restarted',
  'unlock',
  'relock',
  'revert',
  'role_change',
  'deactivate',
  'reactivate',
  'delete',
  'import',
  'move',
  'lock',
  'remind',
  'generate',
  'release',
  'schedule',
  'launch',
  'reorder',
  'password_change',
  'password_reset',
] as const;

/** 'role_change' → 'Role change'. */
export function auditActionLabel(action: string): string {
  const text = action.replace(/[_.]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A value as a person reads it: '' for none, numbers with separators, objects as JSON. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

/** 'proposedIncrease' → 'Proposed increase'. */
const fieldLabel = (key: string) => {
  const text = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** One line per field present before or after, in the order they first appear; unchanged fields left out. */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>): AuditChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .map((key) => ({
      field: fieldLabel(key),
      before: entry.before ? formatAuditValue(before[key]) : '—',
      after: entry.after ? formatAuditValue(after[key]) : '—',
    }))
    .filter((c) => c.before !== c.after);
}
