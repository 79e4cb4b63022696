import type { Sequence, SequenceCheck } from '../sequences';
import { check, orderProblems } from './order';
import { peopleSearchChecks } from './people-search';
import type { Dto, SignedIn, World } from '../world';

/**
 * The employees directory (`GET /api/employees`): each filter returns only matching rows
 * and adds up (status, account), `sort` and `order` order the rows with rows lacking a value last, pages follow each
 * other, and a manager's directory holds only the people they may read, whatever they filter or
 * sort by (a salary left out must not tell by its row's place either); `search` as the people
 * search (people-search.ts). Only the first page of each list is read (at most 1,000 rows).
 */

type Page = { data: Dto[]; total: number };

async function page(w: World, who: SignedIn, query: Record<string, string>): Promise<Page> {
  const body = await w.must(who, 'get', '/api/employees', undefined, { limit: '1000', ...query });
  return { data: (body?.data ?? []) as Dto[], total: Number(body?.total) };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byNumber = (a: number, b: number) => a - b;

const directory: Sequence = async (w) => {
  const checks: SequenceCheck[] = [];
  const all = await page(w, 'admin', {});

  const active = await page(w, 'admin', { status: 'active' });
  const archived = await page(w, 'admin', { status: 'archived' });
  checks.push(
    check(
      'status=active and status=archived keep only matching rows and add up to the whole list',
      [
        ...active.data
          .filter((e) => e.isActive !== true)
          .map((e) => `active listed ${e.id}, archived`),
        ...archived.data
          .filter((e) => e.isActive !== false)
          .map((e) => `archived listed ${e.id}, active`),
        ...(active.total + archived.total === all.total
          ? []
          : [`active ${active.total} + archived ${archived.total} ≠ all ${all.total}`]),
      ],
    ),
  );

  const withAccount = await page(w, 'admin', { account: 'with' });
  const withoutAccount = await page(w, 'admin', { account: 'without' });
  checks.push(
    check('account=with and account=without keep only matching rows and add up to the whole list', [
      ...withAccount.data
        .filter((e) => !e.user)
        .map((e) => `account=with listed ${e.id}, who has no account`),
      ...withoutAccount.data
        .filter((e) => e.user)
        .map((e) => `account=without listed ${e.id}, who has one`),
      ...(withAccount.total + withoutAccount.total === all.total
        ? []
        : [`with ${withAccount.total} + without ${withoutAccount.total} ≠ all ${all.total}`]),
    ]),
  );

  const boss = w.employeeOf('manager');
  const me = w.employeeOf('employee');
  const managers = await page(w, 'admin', { isManager: 'true' });
  checks.push(
    check('isManager=true keeps only people who manage, the manager among them', [
      ...managers.data.filter((e) => e.isManager !== true).map((e) => `listed ${e.id}, no manager`),
      ...(managers.data.some((e) => e.id === boss) ? [] : [`left out the manager ${boss}`]),
    ]),
  );
  const reports = await page(w, 'admin', { managerId: boss });
  checks.push(
    check(
      'managerId keeps the direct reports of that manager (primary or secondary), all of them',
      [
        ...reports.data
          .filter((e) => e.primaryManagerId !== boss && e.secondaryManagerId !== boss)
          .map((e) => `listed ${e.id}, who does not report to ${boss}`),
        ...(reports.data.some((e) => e.id === me) ? [] : [`left out ${me}, a report of ${boss}`]),
      ],
    ),
  );
  const team = w.ownTeamId;
  const both = await page(w, 'admin', { managerId: boss, teamId: team });
  checks.push(
    check('teamId keeps members of that team, and combines with managerId', [
      ...both.data
        .filter((e) => !(e.teams ?? []).some((t: Dto) => t.id === team))
        .map((e) => `listed ${e.id}, not a member of ${team}`),
      ...both.data
        .filter((e) => e.primaryManagerId !== boss && e.secondaryManagerId !== boss)
        .map((e) => `listed ${e.id}, not a report of ${boss}`),
    ]),
  );

  const orders: [string, 'asc' | 'desc', (row: Dto) => unknown, (a: never, b: never) => number][] =
    [
      ['hireDate', 'asc', (e) => e.hireDate, byText],
      ['hireDate', 'desc', (e) => e.hireDate, byText],
      ['currentSalary', 'desc', (e) => e.currentSalary, byNumber],
      ['currentSalary', 'asc', (e) => e.currentSalary, byNumber],
    ];
  for (const [sort, order, key, compare] of orders) {
    const sorted = await page(w, 'admin', { sort, order });
    checks.push(
      check(
        `sort=${sort}&order=${order} orders the rows, rows without a value last`,
        orderProblems(sorted.data, key, order, compare),
      ),
    );
  }
  const first = await page(w, 'admin', { sort: 'hireDate', order: 'desc', limit: '5' });
  const second = await page(w, 'admin', {
    sort: 'hireDate',
    order: 'desc',
    limit: '5',
    offset: '5',
  });
  const ten = await page(w, 'admin', { sort: 'hireDate', order: 'desc', limit: '10' });
  const joined = [...first.data, ...second.data].map((e) => e.id).join(',');
  checks.push(
    check(
      'the second page of a sorted list continues the first',
      joined === ten.data.map((e) => e.id).join(',') ? [] : [`pages ${joined} ≠ one page`],
    ),
  );

  // A manager reads themself and their direct reports only, whatever they ask for.
  const sees = new Set([
    boss,
    ...((await w.data('manager', '/api/manager/team')) as Dto[]).map((r) => r.id as string),
  ]);
  const foreign = (rows: Dto[], how: string) =>
    rows.filter((e) => !sees.has(e.id)).map((e) => `${how} listed ${e.id}, not a report`);
  const bySalary = await page(w, 'manager', { sort: 'currentSalary', order: 'desc' });
  const admin = w.employeeOf('admin');
  const othersReports = await page(w, 'manager', { managerId: admin });
  checks.push(
    check(
      "a manager's directory lists only themself and their reports, whatever the filter or sort",
      [
        ...foreign(bySalary.data, 'sort=currentSalary'),
        ...foreign(othersReports.data, `managerId=${admin}`),
      ],
      'visibility',
    ),
    check(
      'sorted by salary, rows whose salary is left out come last (their place tells nothing)',
      orderProblems(bySalary.data, (e) => e.currentSalary, 'desc', byNumber),
      'visibility',
    ),
  );
  checks.push(...(await peopleSearchChecks(w)));
  return checks;
};

export const DIRECTORY_CHECKS: Record<string, Sequence> = {
  listEmployees: directory,
};
