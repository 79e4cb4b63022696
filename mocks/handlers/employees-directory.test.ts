import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { ACME_ORG_ID, DEMO_MANAGER } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- list rows are read, not typed
type Row = any;

async function list(token: string, query: string): Promise<{ data: Row[]; total: number }> {
  const response = await callApi('get', `/api/employees?${query}`, { token });
  expect(response.status, query).toBe(200);
  return response.body;
}

const acmeEmployees = () => db.employees.all().filter((e) => e.organizationId === ACME_ORG_ID);
const isSorted = (values: (string | number)[], compare: (a: never, b: never) => number) =>
  values.every((v, i) => i === 0 || compare(values[i - 1] as never, v as never) <= 0);
const collator = new Intl.Collator();

describe('GET /api/employees: the directory', () => {
  it('lists every employee, with or without an account, active and archived', async () => {
    const token = await loginAs('admin');
    const all = await list(token, 'limit=1000');
    expect(all.total).toBe(acmeEmployees().length);
    const active = await list(token, 'status=active&limit=1000');
    const archived = await list(token, 'status=archived&limit=1000');
    expect(active.total + archived.total).toBe(all.total);
    expect(active.data.every((e) => e.isActive)).toBe(true);
    expect(archived.total).toBeGreaterThan(0);
    expect(archived.data.every((e) => !e.isActive)).toBe(true);
    expect(all.data.some((e) => e.user === null)).toBe(true);
  });

  it('filters by manager (direct reports, primary or secondary) and by team, combined', async () => {
    const token = await loginAs('admin');
    const reports = await list(token, `managerId=${DEMO_MANAGER.employeeId}`);
    const expected = db.managerAssignments
      .all()
      .filter(
        (a) =>
          a.primaryManagerId === DEMO_MANAGER.employeeId ||
          a.secondaryManagerId === DEMO_MANAGER.employeeId,
      )
      .map((a) => a.employeeId)
      .sort();
    expect(reports.data.map((e) => e.id).sort()).toEqual(expected);
    const team = db.teams.first((t) => t.name === 'Quality Assurance')!;
    const both = await list(token, `managerId=${DEMO_MANAGER.employeeId}&teamId=${team.id}`);
    expect(both.total).toBe(0);
    const members = await list(token, `teamId=${team.id}`);
    expect(members.total).toBeGreaterThan(0);
    expect(members.data.every((e) => e.teams.some((t: Row) => t.id === team.id))).toBe(true);
  });

  it('sorts by each key in both orders, rows without a value last, on every page', async () => {
    const token = await loginAs('admin');
    const byHire = await list(token, 'sort=hireDate&order=desc&limit=1000');
    const dates = byHire.data.map((e) => e.hireDate).filter(Boolean);
    expect(isSorted([...dates].reverse(), (a: string, b: string) => a.localeCompare(b))).toBe(true);
    const salaries = (await list(token, 'sort=currentSalary&order=asc&limit=1000')).data;
    const known = salaries.filter((e) => e.currentSalary != null).map((e) => e.currentSalary);
    expect(isSorted(known, (a: number, b: number) => a - b)).toBe(true);
    expect(salaries.slice(known.length).every((e) => e.currentSalary == null)).toBe(true);
    const managers = (await list(token, 'sort=manager&limit=1000')).data;
    expect(managers.at(-1).primaryManager).toBeNull();
    const keys = managers
      .filter((e) => e.primaryManager)
      .map((e) => `${e.primaryManager.lastName}\u0000${e.primaryManager.firstName}`);
    expect(isSorted(keys, collator.compare)).toBe(true);
    // Page 2 continues page 1.
    const first = await list(token, 'sort=team&limit=10');
    const second = await list(token, 'sort=team&limit=10&offset=10');
    const whole = await list(token, 'sort=team&limit=20');
    expect([...first.data, ...second.data].map((e) => e.id)).toEqual(whole.data.map((e) => e.id));
  });

  it("never gives a manager others' salaries, whatever the sort or filter", async () => {
    const token = await loginAs('manager');
    const rows = (await list(token, 'sort=currentSalary&order=desc')).data;
    const mine = new Set([
      DEMO_MANAGER.employeeId,
      ...db.managerAssignments
        .all()
        .filter((a) => a.primaryManagerId === DEMO_MANAGER.employeeId)
        .map((a) => a.employeeId),
    ]);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((e) => mine.has(e.id))).toBe(true);
    const other = db.employees.first(
      (e) => e.organizationId === ACME_ORG_ID && e.position === 'Head of Engineering',
    )!;
    // Filtering by another manager shows only what the manager may already read.
    const theirs = (await list(token, `managerId=${other.id}`)).data;
    expect(theirs.every((e) => mine.has(e.id))).toBe(true);
  });

  it('refuses an unknown sort key or status with 400', async () => {
    const token = await loginAs('admin');
    for (const query of ['sort=salary', 'order=up', 'status=gone']) {
      const response = await callApi('get', `/api/employees?${query}`, { token });
      expect(response.status, query).toBe(400);
      expect(response.body.error).toBeTruthy();
    }
  });
});
