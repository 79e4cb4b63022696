import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { DEMO_MANAGER } from '@mocks/seed/accounts';
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
    path: paths.admin.reviewCycleCalibration.path,
    initialEntry: paths.admin.reviewCycleCalibration.getHref(cycleId),
  });

const column = (name: string) => screen.getByRole('region', { name });

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
});
