import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { DEMO_ADMIN, DEMO_MANAGER } from '@mocks/seed/accounts';
import CycleReportsRoute from './CycleReportsRoute';

vi.setConfig({ testTimeout: 60_000 });
// The charts draw the same figures as the tables checked here; jsdom has no layout to draw them in.
vi.mock('@/components/LazyCategoryBarChart', () => ({ LazyCategoryBarChart: () => null }));
vi.mock('@/components/LazyTrendLineChart', () => ({ LazyTrendLineChart: () => null }));

/**
 * The demo's in-progress annual review cut to 8 participants with a recommendation (quick in
 * jsdom), with known figures: each recommendation +1,250 on 80,000 with a 600 bonus; three
 * approved, two awaiting approval (one with Jordan Patel, one with Morgan Lee), three drafts; the
 * cycle's increase budget 50,000.
 */
function shortCycle() {
  const cycle = db.reviewCycles.find('cycle_0004')!;
  const recs = db.recommendations.where((r) => r.cycleId === cycle.id).slice(0, 8);
  const keep = new Set(recs.map((r) => r.participantId));
  db.participants.removeWhere((p) => p.cycleId === cycle.id && !keep.has(p.id));
  db.recommendations.removeWhere((r) => r.cycleId === cycle.id && !recs.includes(r));
  const statuses = ['approved', 'approved', 'approved', 'pending_approval', 'pending_approval'];
  recs.forEach((rec, i) => {
    db.recommendations.update(rec.id, {
      currentSalary: 80_000,
      proposedIncrease: 1_250,
      proposedSalary: 81_250,
      proposedBonus: 600,
      currency: 'USD',
      status: (statuses[i] ?? 'draft') as 'approved' | 'pending_approval' | 'draft',
    });
  });
  [DEMO_MANAGER, DEMO_ADMIN].forEach((approver, i) => {
    const rec = recs[3 + i]!;
    db.approvalSteps.removeWhere((s) => s.recommendationId === rec.id);
    db.approvalSteps.insert({
      recommendationId: rec.id,
      approverEmployeeId: approver.employeeId,
      order: 1,
      decision: null,
      reason: null,
      comments: null,
      decidedAt: null,
    });
  });
  db.reviewCycles.update(cycle.id, { increaseBudget: 50_000 });
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
    renderReports(cycle.id);
    const pools = await screen.findByLabelText('Increase budget by team');
    expect(screen.getByText(`${cycle.name} Reports`)).toBeInTheDocument();

    expect(within(card('Participants')).getByText('8')).toBeInTheDocument();
    // Every recommendation counts, whatever its status: 8 × 1,250 and 8 × 600.
    expect(within(card('Total Increase')).getByText('$10,000.00')).toBeInTheDocument();
    expect(within(card('Total Bonus')).getByText('$4,800.00')).toBeInTheDocument();

    // The whole cycle's pool: the cycle's increase budget; spent, the 3 approved × 1,250.
    const all = within(pools).getByRole('row', { name: /All Teams/ });
    expect(within(all).getByText('$50,000.00')).toBeInTheDocument();
    expect(within(all).getByText('$3,750.00')).toBeInTheDocument();

    // Two approvers with one pending approval each, under the header row.
    const [, approvers] = screen.getAllByLabelText('Approvals Pending by Approver');
    expect(within(approvers).getAllByRole('row')).toHaveLength(3);
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
