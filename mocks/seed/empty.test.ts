import { describe, expect, it } from 'vitest';
import { db, resetDb } from '@mocks/db';
import { verifyPassword } from '@mocks/auth/password';
import { DEMO_ADMIN, DEMO_PASSWORD, NEW_COMPANY_ORG_ID } from './accounts';
import { ORGANIZATION_TYPES, REVIEW_STATUS_NAMES, REVIEW_TYPE_NAMES } from './catalog';
import { seed } from './index';
import { findBrokenReferences } from './integrity';

const NOW = new Date('2026-03-15T10:00:00Z');

describe('empty seed', () => {
  it('holds only a new organization, its admin, the default statuses and types, the starter setup and the organization types', () => {
    const tables = seed('empty', NOW);
    const filled = Object.entries(tables)
      .filter(([, rows]) => rows.length > 0)
      .map(([name]) => name)
      .sort();
    expect(filled).toEqual([
      'compensationCategories',
      'compensationTypes',
      'employees',
      'organizationTypes',
      'organizations',
      'performanceMetrics',
      'reviewStages',
      'reviewStatuses',
      'reviewTypes',
      'users',
      'workflowStepTemplates',
      'workflowTemplates',
    ]);
    expect(tables.compensationTypes.map((t) => t.name)).toEqual(['Base Salary', 'Annual Bonus']);
    expect(tables.reviewStages.map((s) => [s.name, s.type])).toEqual([
      ['Self Review', 'self_review'],
      ['Manager Review', 'manager_review'],
    ]);
    expect(tables.workflowTemplates.map((t) => t.name)).toEqual(['Standard Review']);
    expect(tables.organizations).toEqual([
      expect.objectContaining({ id: NEW_COMPANY_ORG_ID, name: 'New Company' }),
    ]);
    // The defaults (registration) and the organization's own copy of them.
    const names = ORGANIZATION_TYPES.map(([name]) => name);
    expect(tables.organizationTypes.map((t) => [t.organizationId, t.name])).toEqual([
      ...names.map((name) => [null, name]),
      ...names.map((name) => [NEW_COMPANY_ORG_ID, name]),
    ]);
    expect(tables.reviewStatuses.map((s) => s.name)).toEqual([...REVIEW_STATUS_NAMES]);
    expect(tables.reviewTypes.map((t) => t.name)).toEqual([...REVIEW_TYPE_NAMES]);
    expect(tables.users).toEqual([
      expect.objectContaining({
        email: DEMO_ADMIN.email,
        role: 'admin',
        employeeId: DEMO_ADMIN.employeeId,
      }),
    ]);
    expect(tables.employees).toHaveLength(1);
    expect(findBrokenReferences(tables)).toEqual([]);
    expect(seed('empty', NOW)).toEqual(tables);
  });

  it('lets the admin sign in with the demo password', () => {
    resetDb('empty', NOW);
    const admin = db.users.first((u) => u.email === 'admin@meritly.demo')!;
    expect(verifyPassword(DEMO_PASSWORD, admin.passwordHash)).toBe(true);
  });
});
