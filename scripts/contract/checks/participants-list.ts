import type { Sequence, SequenceCheck } from '../sequences';
import { check, orderProblems } from './order';
import type { Dto, SignedIn, World } from '../world';

/**
 * A cycle's participants list (`GET /api/review-cycles/{cycleId}/participants`), read the way the
 * participants table reads it: `sort` and `order` order the rows with rows lacking a value last
 * (a pay figure left out for the caller too, so its place tells nothing), each filter keeps only
 * matching rows, `total` counts every match over every page, pages follow each other, and a
 * sort, order or limit outside the contract is refused.
 */

type Page = { data: Dto[]; total: number };

const path = (w: World) => `/api/review-cycles/${w.sharedCycleId}/participants`;

async function page(w: World, who: SignedIn, query: Record<string, string>): Promise<Page> {
  const body = await w.must(who, 'get', path(w), undefined, { limit: '1000', ...query });
  return { data: (body?.data ?? []) as Dto[], total: Number(body?.total) };
}

const byText = (a: string, b: string) => a.localeCompare(b);
const byNumber = (a: number, b: number) => a - b;

const ids = (rows: Dto[]) => rows.map((r) => r.id as string).join(',');
const SORTS: [string, (row: Dto) => unknown, (a: never, b: never) => number][] = [
  ['team', (r) => r.teamName, byText],
  ['currentSalary', (r) => r.currentSalary, byNumber],
  ['recommendedRaise', (r) => r.recommendedRaise, byNumber],
  ['compaRatio', (r) => r.bandBefore?.compaRatio, byNumber],
];

const participantsList: Sequence = async (w) => {
  const checks: SequenceCheck[] = [];
  const all = await page(w, 'admin', {});

  for (const [sort, key, compare] of SORTS) {
    for (const order of ['asc', 'desc'] as const) {
      const sorted = await page(w, 'admin', { sort, order });
      checks.push(
        check(`sort=${sort}&order=${order} orders the rows, rows without a value last`, [
          ...orderProblems(sorted.data, key, order, compare),
          ...(sorted.total === all.total ? [] : [`total ${sorted.total} ≠ ${all.total}`]),
        ]),
      );
    }
  }
  const desc = await page(w, 'admin', { sort: 'name', order: 'desc' });
  checks.push(
    check(
      'sort=name&order=desc is the name order reversed',
      ids(desc.data) === ids([...all.data].reverse()) ? [] : ['not the reverse of the name order'],
    ),
  );

  const teamId = all.data.find((r) => r.teamId)?.teamId as string | undefined;
  const boss = w.employeeOf('manager');
  const approverId = all.data.find((r) => r.recommendation?.approvalSteps?.length)?.recommendation
    .approvalSteps[0].approverId as string | undefined;
  const filters: [string, string | undefined, (row: Dto) => boolean][] = [
    ['teamId', teamId, (r) => r.teamId === teamId],
    ['managerId', boss, (r) => r.managerId === boss],
    ['employeeId', w.employeeOf('employee'), (r) => r.employeeId === w.employeeOf('employee')],
    [
      'approverId',
      approverId,
      (r) => (r.recommendation?.approvalSteps ?? []).some((s: Dto) => s.approverId === approverId),
    ],
  ];
  for (const [name, value, matches] of filters) {
    if (!value) continue;
    const filtered = await page(w, 'admin', { [name]: value });
    const expected = all.data.filter(matches);
    checks.push(
      check(`${name} keeps exactly the matching rows, and total counts them`, [
        ...filtered.data.filter((r) => !matches(r)).map((r) => `listed ${r.id}, not matching`),
        ...(ids(filtered.data) === ids(expected) ? [] : ['not the matching rows in name order']),
        ...(filtered.total === expected.length
          ? []
          : [`total ${filtered.total} ≠ ${expected.length} matching`]),
      ]),
    );
  }
  const awaiting = await page(w, 'admin', { awaitingApproval: 'true' });
  const others = await page(w, 'admin', { awaitingApproval: 'false' });
  checks.push(
    check('awaitingApproval=true and =false split the list', [
      ...awaiting.data
        .filter((r) => r.recommendation?.status !== 'pending_approval')
        .map((r) => `awaiting listed ${r.id}, not pending approval`),
      ...(awaiting.total + others.total === all.total
        ? []
        : [`${awaiting.total} + ${others.total} ≠ ${all.total}`]),
    ]),
  );

  const first = await page(w, 'admin', { sort: 'team', order: 'desc', limit: '3' });
  const second = await page(w, 'admin', { sort: 'team', order: 'desc', limit: '3', offset: '3' });
  const six = await page(w, 'admin', { sort: 'team', order: 'desc', limit: '6' });
  checks.push(
    check('pages of a sorted list follow each other; total counts every row, not the page', [
      ...(ids([...first.data, ...second.data]) === ids(six.data) ? [] : ['pages do not join up']),
      ...(first.data.length <= 3 ? [] : [`limit=3 answered ${first.data.length} rows`]),
      ...(first.total === all.total ? [] : [`total of a page ${first.total} ≠ ${all.total}`]),
    ]),
  );

  const refused: string[] = [];
  const outside: Record<string, string>[] = [
    { sort: 'salary' },
    { order: 'up' },
    { limit: '0' },
    { limit: '1001' },
    { offset: '-1' },
  ];
  for (const query of outside) {
    const response = await w.send({ method: 'get', path: path(w), query, token: w.tokens.admin });
    if (response.status !== 400)
      refused.push(`${JSON.stringify(query)} answered ${response.status}`);
  }
  checks.push(check('a sort, order, limit or offset outside the contract is a 400', refused));

  // The manager's rows: their reports' figures and their own record's (amounts left out).
  const mine = await page(w, 'manager', {});
  const readable = new Set(mine.data.map((r) => r.id as string));
  const admin = w.employeeOf('admin');
  const othersReports = await page(w, 'manager', { managerId: admin });
  const hidden: string[] = [];
  for (const [sort, key, compare] of SORTS.slice(1)) {
    for (const order of ['asc', 'desc'] as const) {
      const sorted = await page(w, 'manager', { sort, order });
      hidden.push(
        ...orderProblems(sorted.data, key, order, compare).map((p) => `${sort} ${order}: ${p}`),
      );
    }
  }
  checks.push(
    check(
      'a filter keeps the rows the caller may read only',
      othersReports.data
        .filter((r) => !readable.has(r.id))
        .map((r) => `managerId=${admin} listed ${r.id}, not readable by the manager`),
      'visibility',
    ),
    check(
      'sorted by a pay column, rows whose figure is left out for the caller come last',
      hidden,
      'visibility',
    ),
  );
  return checks;
};

export const PARTICIPANTS_LIST_CHECKS: Record<string, Sequence> = {
  listCycleParticipants: participantsList,
};
