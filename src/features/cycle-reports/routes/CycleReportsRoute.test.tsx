import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/money';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { buildCycleReport } from '@mocks/handlers/cycle-report';
import { resultTotals } from '../report-results';
import CycleReportsRoute from './CycleReportsRoute';

vi.setConfig({ testTimeout: 60_000 });
// The charts draw the same figures as the tables checked here; jsdom has no layout to draw them in.
vi.mock('@/components/LazyCategoryBarChart', () => ({ LazyCategoryBarChart: () => null }));
vi.mock('@/components/LazyTrendLineChart', () => ({ LazyTrendLineChart: () => null }));

/** The demo's in-progress annual review cut to 8 participants with a recommendation (quick in jsdom). */
function shortCycle() {
  const cycle = db.reviewCycles.find('cycle_0004')!;
  const keep = new Set(
    db.recommendations
      .where((r) => r.cycleId === cycle.id)
      .slice(0, 8)
      .map((r) => r.participantId),
  );
  db.participants.removeWhere((p) => p.cycleId === cycle.id && !keep.has(p.id));
  db.recommendations.removeWhere((r) => r.cycleId === cycle.id && !keep.has(r.participantId));
  return cycle;
}

const renderReports = (cycleId: string) =>
  renderRoute(<CycleReportsRoute />, {
    path: paths.admin.reviewCycleReports.path,
    initialEntry: paths.admin.reviewCycleReports.getHref(cycleId),
  });

// Label queries: role queries over the whole page (charts, tables) are slow in jsdom.
const card = (title: string) => screen.getByLabelText(title);

describe('cycle reports', () => {
  beforeEach(async () => {
    await signInAs('admin');
  });

  it('shows the figures the mock computes from its data', async () => {
    const cycle = shortCycle();
    const report = buildCycleReport(cycle);
    renderReports(cycle.id);
    const pools = await screen.findByLabelText('Increase budget by team');
    expect(screen.getByText(`${cycle.name} Reports`)).toBeInTheDocument();

    const totals = resultTotals(report.results);
    expect(within(card('Participants')).getByText('8')).toBeInTheDocument();
    expect(
      within(card('Total Increase')).getByText(formatMoney(totals.increase)),
    ).toBeInTheDocument();
    expect(within(card('Total Bonus')).getByText(formatMoney(totals.bonus))).toBeInTheDocument();

    // The whole cycle's pool: allocated and spent as the budget endpoint gives them.
    const all = within(pools).getByRole('row', { name: /All Teams/ });
    expect(
      within(all).getByText(formatMoney(report.pools.total!.increase.allocated)),
    ).toBeInTheDocument();
    expect(
      within(all).getByText(formatMoney(report.pools.total!.increase.spent)),
    ).toBeInTheDocument();

    const [, approvers] = screen.getAllByLabelText('Approvals Pending by Approver');
    expect(within(approvers).getAllByRole('row')).toHaveLength(report.pendingByApprover.length + 1);
    expect(screen.getByText('Export CSV').closest('button')).toBeEnabled();
  });

  it('says so for a cycle without participants and offers no export', async () => {
    const empty = db.reviewCycles.find('cycle_0001')!;
    expect(db.participants.lookup('cycleId', empty.id)).toHaveLength(0);
    renderReports(empty.id);
    expect(await screen.findByText(/No participants in this cycle yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
