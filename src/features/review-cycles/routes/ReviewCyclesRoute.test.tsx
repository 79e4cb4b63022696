import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CYCLE_FORM_MESSAGES } from '@/lib/cycles';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db, resetDb } from '@mocks/db';
import { server } from '@mocks/node';
import { TEST_NOW } from '@mocks/test/constants';
import ReviewCyclesRoute from './ReviewCyclesRoute';

// The machine is shared with other test runs: MUI screens in jsdom can take seconds to settle.
vi.setConfig({ testTimeout: 90_000 });

const table = () => screen.getByRole('table', { name: 'Review cycles' });
const cycleNames = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryByRole('link')?.textContent);

beforeEach(async () => {
  await signInAs('admin');
});

describe('Review Cycles list', () => {
  it('lists the cycles by start date, newest first, each name linking to its detail', async () => {
    renderRoute(<ReviewCyclesRoute />);
    await screen.findByRole('link', { name: 'Mid-Year Check-in' });
    for (const header of ['Name', 'Type', 'Status', 'Scope', 'Start Date', 'End Date', 'Actions']) {
      expect(
        within(table()).getByRole('columnheader', { name: new RegExp(header) }),
      ).toBeInTheDocument();
    }
    const expected = db.reviewCycles
      .all()
      .filter((c) => c.organizationId === db.users.find('usr_demo_admin')!.organizationId)
      .sort((a, b) => b.startDate.localeCompare(a.startDate))
      .map((c) => c.name);
    expect(cycleNames()).toEqual(expected);
    const midYear = db.reviewCycles.first((c) => c.name === 'Mid-Year Check-in')!;
    expect(screen.getByRole('link', { name: 'Mid-Year Check-in' })).toHaveAttribute(
      'href',
      `/review-cycles/${midYear.id}`,
    );
  });

  it('shows the empty text and the load failure text', async () => {
    resetDb('empty', TEST_NOW);
    await signInAs('admin');
    const { unmount } = renderRoute(<ReviewCyclesRoute />);
    expect(
      await screen.findByText(
        'No review cycles found. Click "Create Review Cycle" to create your first one.',
      ),
    ).toBeInTheDocument();
    unmount();
    server.use(http.get('*/api/review-cycles', () => new HttpResponse(null, { status: 500 })));
    renderRoute(<ReviewCyclesRoute />);
    expect(await screen.findByText('Failed to fetch review cycles')).toBeInTheDocument();
  });

  it('deletes after the confirmation and reloads; a failure is shown', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute(<ReviewCyclesRoute />);
    await user.click(await screen.findByRole('button', { name: 'Delete Mid-Year Check-in' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this review cycle?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Mid-Year Check-in' })).not.toBeInTheDocument(),
    );
    expect(db.reviewCycles.first((c) => c.name === 'Mid-Year Check-in')).toBeUndefined();
    // While the dialog fades out, the page behind it is still aria-hidden.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    server.use(
      http.delete('*/api/review-cycles/:id', () => new HttpResponse(null, { status: 500 })),
    );
    const [first] = cycleNames();
    await user.click(screen.getByRole('button', { name: `Delete ${first}` }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete review cycle')).toBeInTheDocument();
  });

  it('the form shows the spec messages after the first submit and clears one as its field is edited', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute(<ReviewCyclesRoute />);
    await user.click(await screen.findByRole('button', { name: 'Create Review Cycle' }));
    const panel = await screen.findByRole('dialog', { name: 'Create Review Cycle' });
    const form = within(panel);
    expect(await form.findByRole('combobox', { name: /^Scope/ })).toHaveTextContent(
      'Entire Organization',
    );
    expect(form.queryByLabelText('Status')).not.toBeInTheDocument();
    expect(form.queryByText(CYCLE_FORM_MESSAGES.nameRequired)).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Create Review Cycle' }));
    for (const message of [
      CYCLE_FORM_MESSAGES.nameRequired,
      CYCLE_FORM_MESSAGES.typeRequired,
      CYCLE_FORM_MESSAGES.startDateRequired,
      CYCLE_FORM_MESSAGES.endDateRequired,
    ]) {
      expect(await form.findByText(message)).toBeInTheDocument();
    }
    await user.type(form.getByLabelText(/^Name/), 'Q1');
    expect(form.queryByText(CYCLE_FORM_MESSAGES.nameRequired)).not.toBeInTheDocument();
    expect(form.getByText(CYCLE_FORM_MESSAGES.typeRequired)).toBeInTheDocument();

    await user.type(form.getByLabelText('Total Budget'), '100');
    await user.type(form.getByLabelText('Increase Budget'), '60');
    await user.type(form.getByLabelText('Bonus Budget'), '50');
    await user.click(form.getByRole('combobox', { name: /^Scope/ }));
    await user.click(await screen.findByRole('option', { name: 'Specific Teams' }));
    await user.click(form.getByRole('checkbox', { name: 'Admin Override' }));
    await user.click(form.getByRole('button', { name: 'Create Review Cycle' }));
    expect(await form.findByText(CYCLE_FORM_MESSAGES.budgetsExceedTotal)).toBeInTheDocument();
    expect(form.getByText(CYCLE_FORM_MESSAGES.teamsRequired)).toBeInTheDocument();
    expect(form.getByText(CYCLE_FORM_MESSAGES.justificationRequired)).toBeInTheDocument();
    expect(form.getByLabelText('Total Budget')).toHaveAttribute('step', '0.01');
  });

  it('creates a Draft cycle for a team and shows it in the list', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute(<ReviewCyclesRoute />);
    await user.click(await screen.findByRole('button', { name: 'Create Review Cycle' }));
    const form = within(await screen.findByRole('dialog', { name: 'Create Review Cycle' }));
    await user.type(await form.findByLabelText(/^Name/), 'Platform Calibration');
    await user.click(form.getByRole('combobox', { name: /^Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Annual' }));
    await user.type(form.getByLabelText(/^Start Date/), '2027-01-04');
    await user.type(form.getByLabelText(/^End Date/), '2027-02-26');
    await user.click(form.getByRole('combobox', { name: /^Scope/ }));
    await user.click(await screen.findByRole('option', { name: 'Specific Teams' }));
    await user.type(form.getByRole('combobox', { name: 'Teams' }), 'Platform');
    await user.click(await screen.findByRole('option', { name: 'Platform Engineering' }));
    await user.click(form.getByRole('combobox', { name: /^Review Workflow Template/ }));
    expect(await screen.findByRole('option', { name: 'No Review Workflow' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Standard Review' }));
    await user.click(form.getByRole('button', { name: 'Create Review Cycle' }));

    const row = (await screen.findByRole('link', { name: 'Platform Calibration' })).closest('tr')!;
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(within(row).getByText('Specific Teams')).toBeInTheDocument();
    const cycle = db.reviewCycles.first((c) => c.name === 'Platform Calibration')!;
    expect(db.participants.lookup('cycleId', cycle.id).length).toBeGreaterThan(0);
  });

  it('shows the save failure inside the form', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(http.put('*/api/review-cycles/:id', () => new HttpResponse(null, { status: 500 })));
    renderRoute(<ReviewCyclesRoute />);
    await user.click(await screen.findByRole('button', { name: 'Edit Mid-Year Check-in' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit Review Cycle' }));
    expect(await form.findByRole('combobox', { name: /^Status/ })).toHaveTextContent('Active');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(await form.findByText('Failed to update review cycle')).toBeInTheDocument();
  });

  it("an edit over someone else's change is refused, their values shown, the typed name kept", async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute(<ReviewCyclesRoute />);
    await user.click(await screen.findByRole('button', { name: 'Edit Mid-Year Check-in' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit Review Cycle' }));
    const name = await form.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Mid-Year Check-in (typed)');
    const cycle = db.reviewCycles.first((c) => c.name === 'Mid-Year Check-in')!;
    db.reviewCycles.update(cycle.id, { endDate: '2026-12-18' });
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(await form.findByText('This record was changed by someone else')).toBeInTheDocument();
    expect(form.getByText('End Date now:')).toBeInTheDocument();
    expect(form.getByText('2026-12-18')).toBeInTheDocument();
    expect(name).toHaveValue('Mid-Year Check-in (typed)');
    expect(form.queryByText('Failed to update review cycle')).not.toBeInTheDocument();
    expect(db.reviewCycles.find(cycle.id)?.name).toBe('Mid-Year Check-in');

    await user.click(form.getByRole('button', { name: 'Use Their Values' }));
    await user.clear(name);
    await user.type(name, 'Mid-Year Check-in (typed)');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(db.reviewCycles.find(cycle.id)).toMatchObject({
        name: 'Mid-Year Check-in (typed)',
        endDate: '2026-12-18',
      }),
    );
  });
});
