// @vitest-environment node
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditChanges, type AuditEntry } from './audit';
import { auditCsv } from './audit-csv';

const entry: AuditEntry = {
  id: 'audit_1',
  at: '2026-11-14T09:00:00.000Z',
  actor: { id: 'usr_1', name: 'Morgan Lee' },
  action: 'role_change',
  entityType: 'user',
  entityId: 'usr_2',
  employee: { id: 'emp_2', firstName: 'Riley', lastName: 'Chen' },
  summary: '=HYPERLINK("x")',
  before: { role: 'employee', proposedIncrease: 1500, same: 1 },
  after: { role: 'manager', proposedIncrease: 2500.5, same: 1 },
  reason: 'Promotion',
};

describe('audit helpers', () => {
  it('lists only changed fields, readably', () => {
    expect(auditChanges(entry)).toEqual([
      { field: 'Role', before: 'employee', after: 'manager' },
      { field: 'Proposed increase', before: '1,500', after: '2,500.5' },
    ]);
    expect(auditChanges({ before: null, after: { isActive: true } })).toEqual([
      { field: 'Is active', before: '—', after: 'Yes' },
    ]);
    expect(auditActionLabel('role_change')).toBe('Role change');
  });

  it('CSV: one row per entry, changes in one cell, formula text kept inert', () => {
    const rows = Papa.parse<string[]>(auditCsv([entry])).data;
    expect(rows[0]).toEqual([
      'When',
      'Who',
      'Action',
      'Record type',
      'Record id',
      'Employee',
      'Summary',
      'Changes',
      'Reason',
    ]);
    expect(rows[1]).toEqual([
      '2026-11-14T09:00:00.000Z',
      'Morgan Lee',
      'role_change',
      'user',
      'usr_2',
      'Riley Chen',
      `'=HYPERLINK("x")`,
      'Role: employee → manager; Proposed increase: 1,500 → 2,500.5',
      'Promotion',
    ]);
  });
});
