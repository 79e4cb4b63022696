import { describe, expect, it } from 'vitest';
import { db, resetDb } from '@mocks/db';
import { LARGE_EMPLOYEE_COUNT } from '@mocks/seed/large';
import { callApi } from '@mocks/test/api';
import { TEST_NOW } from '@mocks/test/constants';
import { loginAs } from '@mocks/test/login';

/**
 * The `large` scenario: 10,000 employees on the seeded ladder. The Levels screen's list
 * counts every level's people (in one pass: 18-44 ms in-process on a loaded machine) and the delete
 * dialog's levelId filter pages like the directory.
 */
describe('levels on the large scenario', () => {
  it(
    'lists the ladder with counts adding up to the active employees, and filters by level',
    { timeout: 120_000 },
    async () => {
      resetDb('large', TEST_NOW);
      const token = await loginAs('admin');
      const orgId = db.users.first((u) => u.email === 'admin@meritly.demo')!.organizationId;
      const { status, body } = await callApi('get', '/api/levels', { token });
      expect(status).toBe(200);
      expect(body.data).toHaveLength(7);
      const onLevels = db.employees.count(
        (e) => e.organizationId === orgId && e.isActive && e.levelId !== null,
      );
      expect(onLevels).toBeGreaterThan(LARGE_EMPLOYEE_COUNT * 0.9);
      const counted = body.data.reduce(
        (n: number, l: { employeeCount: number }) => n + l.employeeCount,
        0,
      );
      expect(counted).toBe(onLevels);

      const busiest = [...body.data].sort((a, b) => b.employeeCount - a.employeeCount)[0];
      const page = await callApi('get', `/api/employees?levelId=${busiest.id}&limit=1000`, {
        token,
      });
      expect(page.body.total).toBeGreaterThanOrEqual(busiest.employeeCount);
      expect(page.body.data.every((e: { levelId: string }) => e.levelId === busiest.id)).toBe(true);
    },
  );
});
