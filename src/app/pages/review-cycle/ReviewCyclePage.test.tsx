import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { DEMO_MANAGER } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';
import ReviewCyclePage from './ReviewCyclePage';

vi.setConfig({ testTimeout: 60_000 });

/** The demo's mid-year cycle: few participants (a small table keeps jsdom quick). */
const midYear = () => db.reviewCycles.first((c) => c.name === 'Mid-Year Check-in')!;
const current = () =>
  db.reviewCycles.all().find((c) => db.reviewStatuses.find(c.statusId)?.name === 'In Progress')!;

function renderPage(cycleId: string) {
  return renderRoute(<ReviewCyclePage />, {
    path: paths.reviewCycle.path,
    initialEntry: paths.reviewCycle.getHref(cycleId),
  });
}

describe("a review cycle's page", () => {
  it('admin: the cycle with the way into calibrating everyone and the nudges panels', async () => {
    await signInAs('admin');
    const cycle = midYear();
    renderPage(cycle.id);
    expect(await screen.findByRole('heading', { name: cycle.name })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Calibrate performance ratings: distribution against targets, 9-box and budget impact.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Calibration' })).toHaveAttribute(
      'href',
      `/review-cycles/${cycle.id}/calibration`,
    );
    expect(await screen.findByRole('region', { name: "Who's behind" })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Automatic reminders' })).toBeInTheDocument();
  });

  it('manager: the way into calibrating their direct reports, no nudges', async () => {
    await signInAs('manager');
    const cycle = current();
    renderPage(cycle.id);
    expect(
      await screen.findByText('Calibrate the performance ratings of your direct reports.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Calibration' })).toHaveAttribute(
      'href',
      `/review-cycles/${cycle.id}/calibration`,
    );
    expect(screen.queryByRole('region', { name: "Who's behind" })).not.toBeInTheDocument();
  });

  it('employee: neither calibration nor nudges', async () => {
    await signInAs('employee');
    const cycle = current();
    renderPage(cycle.id);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Current Stage' })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('link', { name: 'Open Calibration' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Who's behind" })).not.toBeInTheDocument();
  });

  it("manager: writes and edits the note on their reports' letters, not on a released one nor on others'", async () => {
    // The demo's completed 2025 review: every recommendation approved, Riley Chen's letter released.
    const cycleId = 'cycle_0003';
    await callApi('post', `/api/review-cycles/${cycleId}/letters`, {
      token: await loginAs('admin'),
      body: { effectiveDate: '2027-01-01' },
    });
    const letters = db.letters.lookup('cycleId', cycleId);
    const managerOf = (l: (typeof letters)[number]) =>
      db.participants.find(l.participantId)?.managerId;
    const theirs = letters.filter((l) => managerOf(l) === DEMO_MANAGER.employeeId);
    const others = letters.filter((l) => managerOf(l) !== DEMO_MANAGER.employeeId);
    const released = theirs.find((l) => l.releaseAt !== null)!;
    const draft = theirs.find((l) => l.releaseAt === null)!;
    await signInAs('manager');
    renderPage(cycleId);

    const section = await screen.findByRole(
      'region',
      { name: 'Letters for Your Reports' },
      { timeout: 30_000 },
    );
    const table = await within(section).findByRole('table', { name: 'Letters', busy: false });
    expect(within(table).getAllByRole('row')).toHaveLength(theirs.length + 1);
    expect(within(table).queryByText(others[0]!.values.employeeName)).toBeNull();
    const releasedName = released.values.employeeName;
    expect(within(table).getByText(releasedName)).toBeInTheDocument();
    expect(
      within(table).queryByRole('button', { name: new RegExp(`Note: ${releasedName}$`) }),
    ).toBeNull();

    const name = draft.values.employeeName;
    await userEvent.click(within(table).getByRole('button', { name: `Write Note: ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Manager's Note: ${name}` });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Note to the employee' }),
      'Thank you for leading the on-call rotation.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Note' }));
    expect(
      await within(table).findByText('Thank you for leading the on-call rotation.'),
    ).toBeInTheDocument();
    expect(db.letters.find(draft.id)!.body).toContain(
      'Thank you for leading the on-call rotation.',
    );

    await userEvent.click(within(table).getByRole('button', { name: `Edit Note: ${name}` }));
    const again = await screen.findByRole('dialog', { name: `Manager's Note: ${name}` });
    const note = within(again).getByRole('textbox', { name: 'Note to the employee' });
    expect(note).toHaveValue('Thank you for leading the on-call rotation.');
    await userEvent.clear(note);
    await userEvent.type(note, 'Thank you for a great year.');
    await userEvent.click(within(again).getByRole('button', { name: 'Save Note' }));
    expect(await within(table).findByText('Thank you for a great year.')).toBeInTheDocument();
    expect(db.letters.find(draft.id)!.managerNote).toBe('Thank you for a great year.');
  });
});
