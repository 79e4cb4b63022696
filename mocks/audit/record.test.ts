// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_ADMIN, DEMO_EMPLOYEE } from '@mocks/seed/accounts';
import { TEST_NOW } from '@mocks/test/constants';
import { recordAudit } from './record';

describe('recordAudit', () => {
  it('appends who, when, what before and after, and why, as copies', () => {
    const admin = db.users.find(DEMO_ADMIN.userId)!;
    const after = { salary: 86000 };
    const entry = recordAudit({
      actor: admin,
      organizationId: admin.organizationId,
      action: 'update',
      entityType: 'compensation',
      entityId: 'chist_1',
      employeeId: DEMO_EMPLOYEE.employeeId,
      before: { salary: 82000 },
      after,
      reason: '  Market adjustment ',
    });
    after.salary = 1;
    expect(db.auditEntries.find(entry.id)).toMatchObject({
      actorUserId: admin.id,
      actorName: `${admin.firstName} ${admin.lastName}`,
      before: { salary: 82000 },
      after: { salary: 86000 },
      reason: 'Market adjustment',
      employeeId: DEMO_EMPLOYEE.employeeId,
      at: TEST_NOW.toISOString(),
    });
  });

  it('records system changes without a user and blank reasons as null', () => {
    const entry = recordAudit({
      actor: { system: 'Automatic reminder' },
      organizationId: 'org_acme',
      action: 'send',
      entityType: 'reminder',
      entityId: 'cycle_1',
      reason: ' ',
    });
    expect(entry).toMatchObject({
      actorUserId: null,
      actorName: 'Automatic reminder',
      reason: null,
    });
    expect(entry.summary).toBe('reminder send');
  });
});
