import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_MANAGER } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- list rows are read, not typed
type Row = any;

function currentCycle() {
  return db.reviewCycles
    .all()
    .find((c) => db.reviewStatuses.find(c.statusId)?.name === 'In Progress')!;
}

async function list(token: string, query: string): Promise<{ data: Row[]; total: number }> {
  const response = await callApi(
    'get',
    `/api/review-cycles/${currentCycle().id}/participants?${query}`,
    {
      token,
    },
  );
  expect(response.status, query).toBe(200);
  return response.body;
}

const collator = new Intl.Collator();
const ids = (rows: Row[]) => rows.map((r) => r.id);

/** The manager's own participant record with a recommendation only others may see the amounts of. */
function pinOwnPendingRaise(proposedIncrease: number) {
  const cycle = currentCycle();
  const own = db.participants.first(
    (p) => p.cycleId === cycle.id && p.employeeId === DEMO_MANAGER.employeeId,
  )!;
  for (const old of db.recommendations.lookup('participantId', own.id))
    db.recommendations.remove(old.id);
  db.recommendations.insert({
    organizationId: own.organizationId,
    cycleId: cycle.id,
    participantId: own.id,
    currentSalary: 100_000,
    proposedIncrease,
    proposedSalary: 100_000 + proposedIncrease,
    proposedBonus: 0,
    currency: 'USD',
    notes: '',
    status: 'pending_approval',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  } as never);
  return own;
}

describe('GET /api/review-cycles/{cycleId}/participants: sort, filters, pages', () => {
  it('sorts by a column in either order; ties and the name order break evenly', async () => {
    const token = await loginAs('admin');
    const byName = await list(token, 'limit=1000');
    const desc = await list(token, 'sort=name&order=desc&limit=1000');
    expect(ids(desc.data)).toEqual(ids(byName.data).reverse());

    const byTeam = (await list(token, 'sort=team&limit=1000')).data;
    const teams = byTeam.map((r) => r.teamName).filter(Boolean);
    expect(teams.every((t, i) => i === 0 || collator.compare(teams[i - 1], t) <= 0)).toBe(true);
    expect(new Set(teams).size).toBeGreaterThan(1);

    const bySalary = (await list(token, 'sort=currentSalary&order=desc&limit=1000')).data;
    const salaries = bySalary.map((r) => r.currentSalary).filter((s) => typeof s === 'number');
    expect(salaries).toEqual([...salaries].sort((a, b) => b - a));
    expect(salaries[0]).toBeGreaterThan(salaries.at(-1)!);
  });

  it('rows without a value for the key come last in either order', async () => {
    const token = await loginAs('admin');
    for (const order of ['asc', 'desc']) {
      const rows = (await list(token, `sort=recommendedRaise&order=${order}&limit=1000`)).data;
      const firstNone = rows.findIndex((r) => r.recommendedRaise == null);
      expect(firstNone, order).toBeGreaterThan(0);
      expect(
        rows.slice(firstNone).every((r) => r.recommendedRaise == null),
        order,
      ).toBe(true);
    }
  });

  it('a pay figure the caller may not see sorts last in either order, wherever its value lies', async () => {
    const token = await loginAs('manager');
    for (const [order, raise] of [
      ['desc', 900_000],
      ['asc', 1],
    ] as const) {
      const own = pinOwnPendingRaise(raise);
      const rows = (await list(token, `sort=recommendedRaise&order=${order}&limit=1000`)).data;
      const mine = rows.findIndex((r) => r.id === own.id);
      expect(rows[mine]).not.toHaveProperty('recommendedRaise');
      expect(rows.some((r) => typeof r.recommendedRaise === 'number')).toBe(true);
      expect(
        rows.slice(mine).every((r) => typeof r.recommendedRaise !== 'number'),
        order,
      ).toBe(true);
    }
  });

  it('filters by team, manager, employee, approver and awaiting approval; total counts every match', async () => {
    const token = await loginAs('admin');
    const all = (await list(token, 'limit=1000')).data;
    const teamId = all.find((r) => r.teamId)!.teamId;
    const team = await list(token, `teamId=${teamId}&limit=2`);
    expect(team.total).toBe(all.filter((r) => r.teamId === teamId).length);
    expect(team.data.length).toBe(Math.min(2, team.total));
    expect(team.data.every((r) => r.teamId === teamId)).toBe(true);

    const reports = await list(token, `managerId=${DEMO_MANAGER.employeeId}`);
    expect(reports.total).toBeGreaterThan(0);
    expect(ids(reports.data)).toEqual(
      ids(all.filter((r) => r.managerId === DEMO_MANAGER.employeeId)),
    );

    const own = await list(token, `employeeId=${DEMO_MANAGER.employeeId}`);
    expect(own.data.map((r) => r.employeeId)).toEqual([DEMO_MANAGER.employeeId]);

    const approverId = all.find((r) => r.recommendation?.approvalSteps.length)!.recommendation
      .approvalSteps[0].approverId;
    const queue = await list(token, `approverId=${approverId}`);
    expect(ids(queue.data)).toEqual(
      ids(
        all.filter((r) =>
          r.recommendation?.approvalSteps.some((s: Row) => s.approverId === approverId),
        ),
      ),
    );

    const awaiting = await list(token, 'awaitingApproval=true');
    const others = await list(token, 'awaitingApproval=false');
    expect(awaiting.total).toBeGreaterThan(0);
    expect(awaiting.total + others.total).toBe(all.length);
    expect(awaiting.data.every((r) => r.recommendation?.status === 'pending_approval')).toBe(true);
  });

  it('a filter applies to the rows the caller may read only', async () => {
    const token = await loginAs('manager');
    const stranger = db.participants.first(
      (p) =>
        p.cycleId === currentCycle().id &&
        p.managerId !== DEMO_MANAGER.employeeId &&
        p.employeeId !== DEMO_MANAGER.employeeId,
    )!;
    const other = await list(token, `employeeId=${stranger.employeeId}`);
    expect(other).toEqual({ data: [], total: 0 });
  });

  it('pages of a sorted list join up to the whole list', async () => {
    const token = await loginAs('admin');
    const whole = await list(token, 'sort=compaRatio&order=desc&limit=1000');
    const joined: string[] = [];
    for (let offset = 0; offset < whole.total; offset += 9) {
      const page = await list(token, `sort=compaRatio&order=desc&limit=9&offset=${offset}`);
      expect(page.total).toBe(whole.total);
      joined.push(...ids(page.data));
    }
    expect(joined).toEqual(ids(whole.data));
  });

  it('the most recent decision first with sort=lastDecisionAt&order=desc', async () => {
    const token = await loginAs('admin');
    const rows = (await list(token, 'sort=lastDecisionAt&order=desc&limit=1000')).data;
    const last = (r: Row) =>
      Math.max(
        ...r
          .recommendation!.approvalSteps.filter(
            (s: Row) => typeof s.decision === 'boolean' && s.decidedAt,
          )
          .map((s: Row) => Date.parse(s.decidedAt)),
      );
    const decided = rows.filter((r) =>
      r.recommendation?.approvalSteps.some((s: Row) => typeof s.decision === 'boolean'),
    );
    expect(decided.length).toBeGreaterThan(0);
    expect(ids(rows.slice(0, decided.length))).toEqual(ids(decided));
    const times = decided.map(last);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('400 on an unknown sort or order, a limit out of range', async () => {
    const token = await loginAs('admin');
    const url = `/api/review-cycles/${currentCycle().id}/participants`;
    for (const query of ['sort=salary', 'order=up', 'limit=0', 'limit=1001', 'offset=-1']) {
      const response = await callApi('get', `${url}?${query}`, { token });
      expect(response.status, query).toBe(400);
      expect(response.body.details?.length, query).toBeGreaterThan(0);
    }
  });
});
