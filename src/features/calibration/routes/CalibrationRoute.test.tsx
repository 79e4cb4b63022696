import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { DEMO_ADMIN, DEMO_MANAGER } from '@mocks/seed/accounts';
import CalibrationRoute from './CalibrationRoute';

vi.setConfig({ testTimeout: 60_000 });

const current = () =>
  db.reviewCycles.all().find((c) => db.reviewStatuses.find(c.statusId)?.name === 'In Progress')!;

/** The in-progress cycle cut down to its first few participants (a short board keeps jsdom quick). */
function smallCycle(keep = 6) {
  const cycle = current();
  const kept = new Set(
    db.participants
      .lookup('cycleId', cycle.id)
      .slice(0, keep)
      .map((p) => p.id),
  );
  db.participants.removeWhere((p) => p.cycleId === cycle.id && !kept.has(p.id));
  return cycle;
}

const renderCalibration = (cycleId: string) =>
  renderRoute(<CalibrationRoute />, {
    path: paths.reviewCycleCalibration.path,
    initialEntry: paths.reviewCycleCalibration.getHref(cycleId),
  });

const column = (name: string) => screen.getByRole('region', { name });

// The contract's text (openapi.yaml, moveCalibrationParticipant, as editRecommendation).
const CHANGE_ABOUT_SELF = 'You cannot change a recommendation about yourself';

describe('calibration screen', () => {
  it('admin moves a participant with a reason: columns, distribution and history follow', async () => {
    const cycle = smallCycle();
    await signInAs('admin');
    renderCalibration(cycle.id);
    await screen.findByRole('heading', { name: 'Participants by Rating' });
    const board = screen.getByRole('region', { name: 'Participants by Rating' });
    const from = within(board)
      .getAllByRole('region')
      .find((r) => within(r).queryAllByRole('button', { name: /^Move / }).length > 0)!;
    const fromName = within(from).getByRole('heading').textContent!;
    const countOf = (region: HTMLElement) =>
      Number(within(region).getByTestId('column-count').textContent);
    const before = countOf(from);
    const moveButton = within(from).getAllByRole('button', { name: /^Move / })[0];
    const person = moveButton.getAttribute('aria-label')!.replace('Move ', '');

    await userEvent.click(moveButton);
    const items = await screen.findAllByRole('menuitem');
    const targetName = items[0].textContent!.replace('Move to ', '');
    await userEvent.click(items[0]);
    const dialog = await screen.findByRole('dialog', { name: `Move ${person}` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByText('A reason is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Calibrated against peers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));

    expect(await screen.findByText(new RegExp(`${person} moved from`))).toBeInTheDocument();
    const target = within(board).getByRole('region', { name: targetName });
    expect(within(target).getByText(person)).toBeInTheDocument();
    expect(countOf(column(fromName))).toBe(before - 1);
    const history = screen.getByRole('list', { name: 'Calibration history' });
    expect(
      within(history).getByText(`Moved ${person} from ${fromName} to ${targetName}`),
    ).toBeInTheDocument();
    expect(within(history).getByText(/Calibrated against peers/)).toBeInTheDocument();
  });

  it('a move shows the recommendation change, old → new; an approved one says why it stays', async () => {
    const cycle = current();
    const recs = db.recommendations.lookup('cycleId', cycle.id);
    const pending = recs.find((r) => r.status === 'pending_approval')!;
    // Someone else's: nobody calibrates themselves.
    const approved = recs.find(
      (r) =>
        r.status === 'approved' &&
        db.participants.find(r.participantId)?.employeeId !== DEMO_ADMIN.employeeId,
    )!;
    const kept = new Set([pending.participantId, approved.participantId]);
    db.participants.removeWhere((p) => p.cycleId === cycle.id && !kept.has(p.id));
    // Known amounts: one 3%–5% range from rating 1 up (every target's midpoint is 4%), both hired
    // before the review period (no proration), a pending +2,500 and an approved +3,000 on 100,000.
    db.reviewCycles.update(cycle.id, {
      guideline: {
        ...cycle.guideline!,
        ranges: [{ rating: 1, minPercent: 3, maxPercent: 5, enforcement: 'soft' }],
      },
    });
    for (const [rec, increase] of [
      [pending, 2_500],
      [approved, 3_000],
    ] as const) {
      db.employees.update(db.participants.find(rec.participantId)!.employeeId, {
        hireDate: '2015-01-05',
      });
      db.recommendations.update(rec.id, {
        currentSalary: 100_000,
        proposedIncrease: increase,
        proposedSalary: 100_000 + increase,
        currency: 'USD',
      });
    }
    const nameOf = (participantId: string) => {
      const employee = db.employees.find(db.participants.find(participantId)!.employeeId)!;
      return `${employee.firstName} ${employee.lastName}`;
    };
    await signInAs('admin');
    renderCalibration(cycle.id);
    await screen.findByRole('heading', { name: 'Participants by Rating' });

    const moveThrough = async (name: string, reason: string) => {
      await userEvent.click(screen.getByRole('button', { name: `Move ${name}` }));
      await userEvent.click((await screen.findAllByRole('menuitem'))[0]);
      const dialog = await screen.findByRole('dialog', { name: `Move ${name}` });
      const preview = within(dialog).getByTestId('recommendation-impact').textContent;
      await userEvent.type(within(dialog).getByLabelText(/Reason/), reason);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
      await screen.findByText(new RegExp(`${name} moved from`));
      return { preview, notice: screen.getByTestId('recommendation-change').textContent };
    };

    const moved = await moveThrough(nameOf(pending.participantId), 'Calibrated against peers');
    // The pending one takes the midpoint: 4% of 100,000.
    expect(db.recommendations.find(pending.id)).toMatchObject({
      proposedIncrease: 4_000,
      proposedSalary: 104_000,
    });
    const change = 'Recommended increase: $2,500.00 → $4,000.00';
    expect(moved.preview).toContain(change);
    expect(moved.notice).toContain(change);

    const stays = await moveThrough(nameOf(approved.participantId), 'Calibrated against peers');
    expect(stays.notice).toBe(
      'The approved recommendation (+$3,000.00) stays as it is: calibration does not change approved recommendations.',
    );
    expect(stays.preview).toBe(stays.notice);
    expect(db.recommendations.find(approved.id)!.proposedIncrease).toBe(3_000);
  });

  it('admin locks calibration: moves disappear and the lock is explained', async () => {
    const cycle = smallCycle(3);
    await signInAs('admin');
    renderCalibration(cycle.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Lock Calibration' }));
    expect(await screen.findByText(/Calibration is locked by/)).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /^Move / })).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Unlock Calibration' })).toBeInTheDocument();
  });

  it('manager sees their direct reports only, without targets or lock', async () => {
    const cycle = current();
    const managerId = DEMO_MANAGER.employeeId;
    const reports = db.participants
      .lookup('cycleId', cycle.id)
      .filter((p) => p.managerId === managerId);
    await signInAs('manager');
    renderCalibration(cycle.id);
    await screen.findByRole('heading', { name: 'Participants by Rating' });
    expect(screen.getByText(/Your direct reports in this cycle/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Move / })).toHaveLength(reports.length);
    expect(screen.queryByRole('button', { name: 'Lock Calibration' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set Targets' })).not.toBeInTheDocument();
  });

  it("admin's own card is marked and offers neither drag nor move; the others' do", async () => {
    const cycle = current();
    const participants = db.participants.lookup('cycleId', cycle.id);
    const own = participants.find((p) => p.employeeId === DEMO_ADMIN.employeeId)!;
    const kept = new Set([
      own.id,
      ...participants
        .filter((p) => p !== own)
        .slice(0, 3)
        .map((p) => p.id),
    ]);
    db.participants.removeWhere((p) => p.cycleId === cycle.id && !kept.has(p.id));
    await signInAs('admin');
    renderCalibration(cycle.id);
    await screen.findByRole('heading', { name: 'Participants by Rating' });
    const board = screen.getByRole('region', { name: 'Participants by Rating' });
    const card = within(board).getByRole('listitem', { name: 'Morgan Lee' });
    expect(within(card).getByTitle(CHANGE_ABOUT_SELF)).toHaveTextContent('You');
    expect(within(card).queryByRole('button', { name: 'Move Morgan Lee' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Drag Morgan Lee' })).not.toBeInTheDocument();
    expect(within(board).getAllByRole('button', { name: /^Move / })).toHaveLength(3);
    expect(within(board).getAllByRole('button', { name: /^Drag / })).toHaveLength(3);
  });
});
