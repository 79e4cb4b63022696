import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import ReviewCycleRoute from '../routes/ReviewCycleRoute';

vi.setConfig({ testTimeout: 60_000 });

/** The demo's Draft promotion review: five participants of three managers, ready to launch. */
const draft = () =>
  db.reviewCycles.first((c) => db.reviewStatuses.find(c.statusId)?.name === 'Draft')!;

function renderCycle(cycleId: string) {
  return renderRoute(<ReviewCycleRoute />, {
    path: paths.reviewCycle.path,
    initialEntry: paths.reviewCycle.getHref(cycleId),
  });
}

describe('launching a Draft cycle from its page', () => {
  beforeEach(async () => {
    await signInAs('admin');
  });

  it('shows the checklist, launches, and says who was notified', async () => {
    const user = userEvent.setup({ delay: null });
    const cycle = draft();
    const managers = new Set(db.participants.lookup('cycleId', cycle.id).map((p) => p.managerId));
    renderCycle(cycle.id);
    await user.click(await screen.findByRole('button', { name: 'Launch' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Launch ${cycle.name}` }));
    const checklist = within(await dialog.findByRole('list', { name: 'Launch checklist' }));
    expect(checklist.getByRole('listitem', { name: 'Participants: Ready' })).toHaveTextContent(
      '5 participants',
    );
    await user.click(dialog.getByRole('button', { name: 'Launch' }));
    expect(
      await dialog.findByText(
        `Launched. ${5 + managers.size} people notified: 5 participants and ${managers.size} managers.`,
      ),
    ).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'View the messages' })).toHaveAttribute(
      'href',
      paths.admin.outbox.getHref(cycle.id),
    );
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    // Active now: no Launch any more.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Launch' })).toBeNull());
  });

  it('names what is missing and keeps Launch disabled until it is fixed', async () => {
    const user = userEvent.setup({ delay: null });
    const cycle = draft();
    db.participants.removeWhere((p) => p.cycleId === cycle.id);
    renderCycle(cycle.id);
    await user.click(await screen.findByRole('button', { name: 'Launch' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Launch ${cycle.name}` }));
    const missing = await dialog.findByRole('listitem', { name: 'Participants: Missing' });
    expect(missing).toHaveTextContent(
      'The cycle has no participants: choose its teams or employees',
    );
    expect(dialog.getByText('Fix what is missing to launch.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Launch' })).toBeDisabled();
    // The fix opens the edit form.
    await user.click(within(missing).getByRole('button', { name: 'Edit cycle' }));
    expect(await screen.findByRole('heading', { name: 'Edit Review Cycle' })).toBeInTheDocument();
  });
});
