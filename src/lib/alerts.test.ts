import { describe, expect, it } from 'vitest';
import { adminAlerts, isHighPendingApprovals, visibleAlerts, type AdminAlertInput } from './alerts';

const now = new Date(2025, 5, 15);
const active = { status: { name: 'Active' }, startDate: '2025-06-01', endDate: '2025-06-30' };
const overdueActive = {
  status: { name: 'Active' },
  startDate: '2025-01-01',
  endDate: '2025-03-31',
};
const overdueDraft = { status: { name: 'Draft' }, startDate: '2025-01-01', endDate: '2025-03-31' };
const completed = { status: { name: 'Completed' }, startDate: '2025-01-01', endDate: '2025-03-31' };
const managed = { isActive: true, managers: [{ id: 1 }] };
// The app's pages, as src/config/paths builds them.
const links = { reviewCycles: '/admin/review-cycles', teams: '/admin/teams' };

const ids = (input: Partial<AdminAlertInput>) =>
  adminAlerts({ cycles: [active], teams: [managed], now, links, ...input }).map((a) => a.id);

describe('adminAlerts', () => {
  it.each<[string, Partial<AdminAlertInput>, string[]]>([
    ['nothing to report', {}, []],
    ['no review cycles at all', { cycles: [] }, ['no-review-cycles']],
    [
      'overdue cycle while another is active',
      { cycles: [active, overdueDraft] },
      ['overdue-review-cycles'],
    ],
    ['overdue active cycle', { cycles: [overdueActive] }, ['overdue-review-cycles']],
    ['overdue cycle but no active cycle', { cycles: [overdueDraft, completed] }, []],
    ['completed cycle past its end', { cycles: [active, completed] }, []],
    [
      'team with no managers',
      { teams: [managed, { isActive: true, managers: [] }] },
      ['teams-without-managers'],
    ],
    ['team with a single manager field', { teams: [{ managers: null, manager: { id: 3 } }] }, []],
    ['inactive team without manager', { teams: [{ isActive: false, managers: [] }] }, []],
    ['10 pending approvals', { pendingApprovals: 10 }, []],
    ['11 pending approvals', { pendingApprovals: 11 }, ['high-pending-approvals']],
    [
      'everything at once',
      { cycles: [], teams: [{}], pendingApprovals: 12 },
      ['teams-without-managers', 'no-review-cycles', 'high-pending-approvals'],
    ],
  ])('%s → %j', (_case, input, expected) => {
    expect(ids(input)).toEqual(expected);
  });

  it('describes the overdue alert with a count and a link to the cycles', () => {
    const [alert] = adminAlerts({
      cycles: [active, overdueActive, overdueDraft],
      teams: [],
      now,
      links,
    });
    expect(alert).toEqual({
      id: 'overdue-review-cycles',
      title: 'Overdue Review Cycles',
      message: '2 review cycles have passed the end date without being completed.',
      actionLabel: 'View Review Cycles',
      href: '/admin/review-cycles',
      severity: 'error',
    });
  });

  it('links the teams alert to the teams page and names the count', () => {
    const [alert] = adminAlerts({ cycles: [active], teams: [{ managers: [] }], now, links });
    expect(alert).toMatchObject({
      message: '1 team has no manager assigned.',
      href: '/admin/teams',
      actionLabel: 'Manage Teams',
    });
  });

  it('titles the pending approvals alert as the spec does', () => {
    const [alert] = adminAlerts({ cycles: [active], teams: [], pendingApprovals: 11, now, links });
    expect(alert?.title).toBe('High Pending Approvals');
  });
});

describe('isHighPendingApprovals', () => {
  it.each([
    [0, false],
    [10, false],
    [11, true],
  ])('%i → %s', (count, high) => {
    expect(isHighPendingApprovals(count)).toBe(high);
  });
});

describe('visibleAlerts', () => {
  it('hides dismissed ids', () => {
    const alerts = adminAlerts({ cycles: [], teams: [{}], now, links });
    expect(visibleAlerts(alerts, ['no-review-cycles']).map((a) => a.id)).toEqual([
      'teams-without-managers',
    ]);
    expect(visibleAlerts(alerts, new Set<string>())).toHaveLength(2);
  });
});
