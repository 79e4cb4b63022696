import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import ReviewCycleRoute from './ReviewCycleRoute';

vi.setConfig({ testTimeout: 90_000 });

/** The in-progress cycle cut to its pending recommendations (a short table keeps jsdom quick). */
function smallCurrentCycle() {
  const cycle = db.reviewCycles
    .all()
    .find((c) => db.reviewStatuses.find(c.statusId)?.name === 'In Progress')!;
  const keep = new Set(
    db.recommendations
      .where((r) => r.cycleId === cycle.id && r.status === 'pending_approval')
      .slice(0, 4)
      .map((r) => r.participantId),
  );
  db.participants.removeWhere((p) => p.cycleId === cycle.id && !keep.has(p.id));
  db.recommendations.removeWhere((r) => r.cycleId === cycle.id && !keep.has(r.participantId));
  // No peers in the same position (no pay compression) and a range every raise fits...
  for (const e of db.employees.all()) db.employees.update(e.id, { position: `Role ${e.id}` });
  db.reviewCycles.update(cycle.id, {
    guideline: {
      ...cycle.guideline!,
      ranges: [{ rating: 0, minPercent: 0, maxPercent: 100, enforcement: 'soft' }],
    },
  });
  // ...except the first participant's, which the guideline then flags.
  const first = db.recommendations.first((r) => r.cycleId === cycle.id)!;
  db.recommendations.update(first.id, {
    proposedIncrease: first.currentSalary * 1.5,
    proposedSalary: first.currentSalary * 2.5,
  });
  return { cycle, flagged: first };
}

const nameOf = (participantId: string) => {
  const employee = db.employees.find(db.participants.find(participantId)!.employeeId)!;
  return `${employee.firstName} ${employee.lastName}`;
};

describe('participants table guardrails', () => {
  beforeEach(async () => {
    await signInAs('admin');
  });

  it('shows the flags, keeps flagged rows out of a bulk approve and approves the selected ones', async () => {
    const user = userEvent.setup({ delay: null });
    const { cycle, flagged } = smallCurrentCycle();
    renderRoute(<ReviewCycleRoute />, {
      path: paths.reviewCycle.path,
      initialEntry: paths.reviewCycle.getHref(cycle.id),
    });
    const table = await screen.findByRole('table', { name: 'Participants' });
    const flaggedName = nameOf(flagged.participantId);
    const flaggedBox = await within(table).findByRole('checkbox', {
      name: new RegExp(`^${flaggedName}: `),
    });
    expect(within(table).getAllByText('Outside guideline')).toHaveLength(1);
    expect(flaggedBox).toBeDisabled();
    const selectable = await within(table).findAllByRole('checkbox', { name: /^Select / });
    expect(selectable.length).toBeGreaterThan(0);
    await user.click(selectable[0]);
    await user.click(screen.getByRole('button', { name: 'Approve Selected (1)' }));
    expect(await screen.findByText('Approved 1 of 1.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Approve Selected (0)' })).toBeDisabled(),
    );
  });
});
