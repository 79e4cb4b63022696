import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { CycleBudgetPanel } from './CycleBudgetPanel';

vi.setConfig({ testTimeout: 60_000 });

// The demo's in-progress annual review, seeded with pools split by payroll share.
const CYCLE_ID = 'cycle_0004';

const rowOf = (table: HTMLElement, name: RegExp) => within(table).getByRole('row', { name });

/**
 * The cycle cut to three participants with known recommendations and pools:
 * - Platform Engineering (pools 12,000 increase, 6,000 bonus): one approved +4,000 (bonus 2,000)
 *   and one awaiting approval +3,000 (bonus 1,000), both on 100,000;
 * - one other team (pools 8,000 and 4,000): one approved +2,000 (bonus 500) on 50,000;
 * - the cycle's budgets: 20,000 increase, 10,000 bonus.
 */
function knownPools() {
  const cycle = db.reviewCycles.find(CYCLE_ID)!;
  const teamOf = (participantId: string) =>
    db.teams.find(db.employees.find(db.participants.find(participantId)!.employeeId)!.teamIds[0]!)!;
  const recs = db.recommendations.lookup('cycleId', CYCLE_ID);
  const platform = recs.filter((r) => teamOf(r.participantId).name === 'Platform Engineering');
  const other = recs.find((r) => teamOf(r.participantId).name !== 'Platform Engineering')!;
  const kept = [
    { rec: platform[0]!, salary: 100_000, increase: 4_000, bonus: 2_000, status: 'approved' },
    {
      rec: platform[1]!,
      salary: 100_000,
      increase: 3_000,
      bonus: 1_000,
      status: 'pending_approval',
    },
    { rec: other, salary: 50_000, increase: 2_000, bonus: 500, status: 'approved' },
  ] as const;
  const keep = new Set(kept.map((k) => k.rec.participantId));
  db.recommendations.removeWhere((r) => r.cycleId === CYCLE_ID && !kept.some((k) => k.rec === r));
  db.participants.removeWhere((p) => p.cycleId === CYCLE_ID && !keep.has(p.id));
  for (const k of kept) {
    db.recommendations.update(k.rec.id, {
      currentSalary: k.salary,
      proposedIncrease: k.increase,
      proposedSalary: k.salary + k.increase,
      proposedBonus: k.bonus,
      currency: 'USD',
      status: k.status,
    });
  }
  db.reviewCycles.update(cycle.id, {
    increaseBudget: 20_000,
    bonusBudget: 10_000,
    teamBudgets: [
      { teamId: teamOf(platform[0]!.participantId).id, increaseBudget: 12_000, bonusBudget: 6_000 },
      { teamId: teamOf(other.participantId).id, increaseBudget: 8_000, bonusBudget: 4_000 },
    ],
  });
}

describe('CycleBudgetPanel', () => {
  it('shows each team pool and the whole cycle as the budget endpoint computes them', async () => {
    await signInAs('admin');
    knownPools();
    renderRoute(<CycleBudgetPanel cycleId={CYCLE_ID} />);

    const table = await screen.findByRole('table', { name: 'Increase budget by team' });
    // The header, the two teams and All Teams.
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const all = rowOf(table, /All Teams/);
    // Allocated: the cycle's 20,000. Spent (approved): 4,000 + 2,000. Pending (awaiting
    // approval): 3,000. Remaining: 20,000 - 6,000 - 3,000 (openapi BudgetLine).
    for (const amount of ['$20,000.00', '$6,000.00', '$3,000.00', '$11,000.00']) {
      expect(within(all).getByText(amount)).toBeInTheDocument();
    }
    // Spent over the payroll: 6,000 / (100,000 + 100,000 + 50,000) = 2.40%.
    expect(within(all).getByText('2.40% of payroll')).toBeInTheDocument();
    // Platform Engineering: 12,000 - 4,000 spent - 3,000 pending.
    expect(within(rowOf(table, /Platform Engineering/)).getByText('$5,000.00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Bonus' }));
    const bonus = screen.getByRole('table', { name: 'Bonus budget by team' });
    expect(within(rowOf(bonus, /All Teams/)).getByText('$10,000.00')).toBeInTheDocument();
  });

  it("shows a manager their team's pool only, without the whole cycle", async () => {
    await signInAs('manager');
    renderRoute(<CycleBudgetPanel cycleId={CYCLE_ID} title="Your Team Budget" />);
    const table = await screen.findByRole('table', { name: 'Increase budget by team' });
    expect(screen.getByRole('heading', { name: 'Your Team Budget' })).toBeInTheDocument();
    expect(within(table).queryByRole('row', { name: /All Teams/ })).toBeNull();
    expect(within(table).getByRole('row', { name: /Platform Engineering/ })).toBeInTheDocument();
  });
});
