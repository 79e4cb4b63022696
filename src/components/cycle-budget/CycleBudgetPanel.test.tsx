import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatMoney, formatPercent } from '@/lib/money';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { buildCycleBudget } from '@mocks/views/budget';
import { CycleBudgetPanel } from './CycleBudgetPanel';

vi.setConfig({ testTimeout: 60_000 });

// The demo's in-progress annual review, seeded with pools split by payroll share.
const CYCLE_ID = 'cycle_0004';

const rowOf = (table: HTMLElement, name: RegExp) => within(table).getByRole('row', { name });

describe('CycleBudgetPanel', () => {
  it('shows each team pool and the whole cycle as the budget endpoint computes them', async () => {
    await signInAs('admin');
    const budget = buildCycleBudget(db.reviewCycles.find(CYCLE_ID)!, { withTotal: true });
    renderRoute(<CycleBudgetPanel cycleId={CYCLE_ID} />);

    const table = await screen.findByRole('table', { name: 'Increase budget by team' });
    expect(within(table).getAllByRole('row')).toHaveLength(budget.teams.length + 2);
    const total = budget.total!;
    const all = rowOf(table, /All Teams/);
    for (const amount of ['allocated', 'spent', 'pending', 'remaining'] as const) {
      expect(within(all).getByText(formatMoney(total.increase[amount]))).toBeInTheDocument();
    }
    expect(
      within(all).getByText(`${formatPercent(total.increase.spentPercent, 2)} of payroll`),
    ).toBeInTheDocument();
    const first = budget.teams[0];
    expect(
      within(rowOf(table, new RegExp(first.teamName))).getByText(
        formatMoney(first.increase.remaining),
      ),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Bonus' }));
    const bonus = screen.getByRole('table', { name: 'Bonus budget by team' });
    expect(
      within(rowOf(bonus, /All Teams/)).getByText(formatMoney(total.bonus.allocated)),
    ).toBeInTheDocument();
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
