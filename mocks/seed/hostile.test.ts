import { describe, expect, it } from 'vitest';
import { db, resetDb } from '@mocks/db';
import { DEMO_ADMIN, DEMO_EMPLOYEE } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { TEST_NOW } from '@mocks/test/constants';
import { loginAs } from '@mocks/test/login';
import { seed } from './index';
import { HOSTILE_PAYLOADS, hostileText } from './hostile';
import { findBrokenReferences } from './integrity';

describe('hostile seed', () => {
  const demo = seed('demo', TEST_NOW);
  const hostile = seed('hostile', TEST_NOW);

  it('has the demo rows, ids and accounts, with every reference intact', () => {
    for (const [table, rows] of Object.entries(demo)) {
      const ids = (rows as { id: string }[]).map((r) => r.id);
      expect((hostile as Record<string, { id: string }[]>)[table]?.map((r) => r.id)).toEqual(ids);
    }
    expect(findBrokenReferences(hostile)).toEqual([]);
    expect(hostile.users.find((u) => u.id === DEMO_ADMIN.userId)?.email).toBe(DEMO_ADMIN.email);
  });

  it('puts every payload into names, team names, notes and comments', () => {
    const texts = [
      ...hostile.employees.flatMap((e) => [e.firstName, e.lastName]),
      ...hostile.teams.map((t) => t.name),
      ...hostile.performanceHistories.map((p) => p.notes),
      ...hostile.recommendations.map((r) => r.notes),
    ];
    for (const payload of HOSTILE_PAYLOADS) {
      expect(texts.some((text) => text.startsWith(payload))).toBe(true);
    }
    expect(texts.some((text) => /W{90}/.test(text))).toBe(true);
    const employee = hostile.employees.find((e) => e.id === DEMO_EMPLOYEE.employeeId)!;
    const user = hostile.users.find((u) => u.id === DEMO_EMPLOYEE.userId)!;
    expect([user.firstName, user.lastName]).toEqual([employee.firstName, employee.lastName]);
  });

  it('keeps values within the given length', () => {
    expect(hostileText('Platform', 0, 100)).toBe(`${HOSTILE_PAYLOADS[0]} Platform`);
    expect(hostileText('Platform', 6, 100)).toHaveLength(100);
    expect(hostileText('Platform', 6, 100).startsWith('Platform W')).toBe(true);
  });

  it('answers the screens’ lists within the contract (the test setup fails on a violation)', async () => {
    resetDb('hostile', TEST_NOW);
    const token = await loginAs('admin');
    const cycle = db.reviewCycles.all().find((c) => c.organizationId === 'org_acme')!;
    const lists = [
      '/api/organization',
      '/api/users',
      '/api/teams',
      '/api/employees',
      '/api/review-cycles',
      `/api/review-cycles/${cycle.id}`,
      `/api/review-cycles/${cycle.id}/participants`,
      `/api/review-cycles/${cycle.id}/report`,
      '/api/performance-metrics',
      '/api/review-stages',
      '/api/workflows/workflow-templates',
      `/api/employees/${DEMO_EMPLOYEE.employeeId}/compensation-history`,
      `/api/employees/${DEMO_EMPLOYEE.employeeId}/performance-history`,
      '/api/dashboard/admin-summary',
    ];
    for (const path of lists) {
      const { status } = await callApi('get', path, { token });
      expect([path, status]).toEqual([path, 200]);
    }
    const employeeToken = await loginAs('employee');
    for (const path of ['/api/me/reviews', '/api/me/compensation']) {
      const { status } = await callApi('get', path, { token: employeeToken });
      expect([path, status]).toEqual([path, 200]);
    }
  });
});
