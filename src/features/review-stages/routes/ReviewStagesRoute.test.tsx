import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { REVIEW_STAGE_MESSAGES, withStageDefaults } from '@/lib/review-stages';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { ACME_ORG_ID } from '@mocks/seed/accounts';
import { TEST_NOW } from '@mocks/test/constants';
import ReviewStagesRoute from './ReviewStagesRoute';

// The machine is shared with other test runs: MUI screens in jsdom can take seconds to settle.

const renderPage = () => renderRoute(<ReviewStagesRoute />);

// hidden: the table is aria-hidden while a panel or dialog is still closing.
const table = () => screen.getByRole('table', { name: 'Review stages', hidden: true });
const rowNames = () =>
  within(table())
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => within(row).getAllByRole('cell', { hidden: true })[0]?.textContent);
const panel = () => screen.getByRole('dialog', { name: /Review Stage/ });
const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

/** The library's keyboard sensor: space lifts, arrows move, space drops. */
async function moveUp(handle: HTMLElement, steps: number) {
  handle.focus();
  fireEvent.keyDown(handle, { keyCode: 32 });
  await pause();
  for (let i = 0; i < steps; i += 1) {
    fireEvent.keyDown(handle, { keyCode: 38 });
    await pause();
  }
  fireEvent.keyDown(handle, { keyCode: 32 });
  await pause();
}

function addPeerStage() {
  return db.reviewStages.insert({
    organizationId: ACME_ORG_ID,
    name: 'Peer Feedback',
    description: '',
    type: 'peer_review',
    order: 3,
    requiresManagerApproval: false,
    settings: { ...withStageDefaults({}), selectedMetrics: [] },
    createdAt: TEST_NOW.toISOString(),
    updatedAt: '2020-01-01T00:00:00.000Z',
  });
}

beforeEach(async () => {
  await signInAs('admin');
});

describe('Review Stages', { timeout: 60_000 }, () => {
  it('lists the stages last updated first; a new column sorts ascending first', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Review Stages' })).toBeInTheDocument();
    expect(screen.getByText('Manage review stages for your organization.')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Manager Review', 'Self Review']));
    for (const header of ['Name', 'Type', 'Order', 'Last Updated', 'Actions']) {
      expect(
        within(table()).getByRole('columnheader', { name: new RegExp(header) }),
      ).toBeInTheDocument();
    }
    await user.click(within(table()).getByRole('button', { name: 'Name' }));
    expect(rowNames()).toEqual(['Manager Review', 'Self Review']);
    await user.click(within(table()).getByRole('button', { name: 'Order' }));
    expect(rowNames()).toEqual(['Self Review', 'Manager Review']);
  });

  it("shows 'No stages found.' when there are none", async () => {
    db.reviewStages.removeWhere(() => true);
    renderPage();
    expect(await screen.findByText('No stages found.')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch stages' when the list fails without a message, and an empty list", async () => {
    server.use(http.get('*/api/review-stages', () => new HttpResponse(null, { status: 500 })));
    renderPage();
    expect(await screen.findByText('Failed to fetch stages')).toBeInTheDocument();
    expect(screen.getByText('No stages found.')).toBeInTheDocument();
  });

  it('adds a manager review stage with three metrics dragged into order', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Add New Stage' }));
    expect(
      within(panel()).getByRole('heading', { name: 'Add New Review Stage' }),
    ).toBeInTheDocument();
    await within(panel()).findByText('Performance Metrics & Fields');

    await user.click(within(panel()).getByRole('button', { name: 'Add Stage' }));
    expect(
      await within(panel()).findByText(REVIEW_STAGE_MESSAGES.nameRequired),
    ).toBeInTheDocument();
    expect(within(panel()).getByText(REVIEW_STAGE_MESSAGES.typeRequired)).toBeInTheDocument();

    await user.type(
      within(panel()).getByRole('textbox', { name: /Stage Name/ }),
      'Calibration Review',
    );
    expect(within(panel()).queryByText(REVIEW_STAGE_MESSAGES.nameRequired)).not.toBeInTheDocument();
    expect(within(panel()).getByText(REVIEW_STAGE_MESSAGES.typeRequired)).toBeInTheDocument();

    await user.click(within(panel()).getByRole('combobox', { name: /Stage Type/ }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Self Review', 'Manager Review']);
    await user.click(screen.getByRole('option', { name: 'Manager Review' }));
    expect(within(panel()).getByText('Compensation Configuration')).toBeInTheDocument();
    await user.click(
      within(panel()).getByRole('checkbox', { name: 'Enable Compensation Recommendations' }),
    );

    await user.click(await within(panel()).findByRole('checkbox', { name: 'Overall Rating' }));
    await user.click(within(panel()).getByRole('checkbox', { name: 'Key Accomplishments' }));
    await user.click(within(panel()).getByRole('checkbox', { name: 'Top Strength' }));
    await moveUp(within(panel()).getByLabelText('Reorder Top Strength'), 2);
    await waitFor(() =>
      expect(
        within(within(panel()).getByRole('list', { name: 'Performance metrics' }))
          .getAllByRole('checkbox')
          .slice(0, 3)
          .map((box) => box.getAttribute('aria-label')),
      ).toEqual(['Top Strength', 'Overall Rating', 'Key Accomplishments']),
    );

    await user.click(within(panel()).getByRole('button', { name: 'Add Stage' }));
    await waitFor(() => expect(rowNames()).toContain('Calibration Review'));
    const saved = db.reviewStages.first((s) => s.name === 'Calibration Review')!;
    expect(saved.type).toBe('manager_review');
    expect(saved.order).toBe(3);
    expect(saved.settings.enableCompensationRecommendations).toBe(true);
    expect(saved.settings.selectedMetrics.map((m) => [m.order, m.name])).toEqual([
      [1, 'Top Strength'],
      [2, 'Overall Rating'],
      [3, 'Key Accomplishments'],
    ]);
  });

  it('edits a stage: the form opens with its values and metrics in their saved order', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Manager Review' }));
    expect(within(panel()).getByRole('heading', { name: 'Edit Review Stage' })).toBeInTheDocument();
    expect(within(panel()).getByRole('textbox', { name: /Stage Name/ })).toHaveValue(
      'Manager Review',
    );
    expect(
      within(panel()).getByRole('checkbox', { name: 'Enable Compensation Recommendations' }),
    ).toBeChecked();
    const boxes = await within(panel()).findAllByRole('checkbox', { name: /^(?!Enable)/ });
    expect(
      boxes.slice(0, 5).map((b) => [b.getAttribute('aria-label'), (b as HTMLInputElement).checked]),
    ).toEqual([
      ['Overall Rating', true],
      ['Performance Level', true],
      ['Ready for Promotion', true],
      ['Collaboration', true],
      ['Next Review Goal Date', true],
    ]);
    await user.clear(within(panel()).getByRole('textbox', { name: /Stage Name/ }));
    await user.type(
      within(panel()).getByRole('textbox', { name: /Stage Name/ }),
      'Manager Assessment',
    );
    await user.click(within(panel()).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(rowNames()).toEqual(['Manager Assessment', 'Self Review']));
  });

  it("an edit over someone else's change is refused, their values shown, the typed name kept", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Manager Review' }));
    const name = within(panel()).getByRole('textbox', { name: /Stage Name/ });
    await user.clear(name);
    await user.type(name, 'Manager Assessment');
    const stage = db.reviewStages.first((s) => s.name === 'Manager Review')!;
    db.reviewStages.update(stage.id, { description: 'Changed in another tab' });
    await user.click(within(panel()).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(panel()).findByText('This record was changed by someone else'),
    ).toBeInTheDocument();
    expect(within(panel()).getByText('Description now:')).toBeInTheDocument();
    expect(within(panel()).getByText('Changed in another tab')).toBeInTheDocument();
    expect(name).toHaveValue('Manager Assessment');
    expect(db.reviewStages.find(stage.id)?.name).toBe('Manager Review');
    await user.click(within(panel()).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(db.reviewStages.find(stage.id)?.name).toBe('Manager Assessment'));
  });

  it('shows the Peer Review section for a peer_review stage and enforces its limits', async () => {
    addPeerStage();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Peer Feedback' }));
    const min = within(panel()).getByRole('spinbutton', { name: 'Minimum Peers Required' });
    const max = within(panel()).getByRole('spinbutton', { name: 'Maximum Peers Allowed' });
    expect(min).toHaveValue(2);
    expect(max).toHaveValue(5);
    for (const label of [
      'Enable Reciprocal Reviews',
      'Require Manager Approval',
      'Auto-Suggest Peers',
      'Problem Solving',
      'Strengths',
    ]) {
      expect(within(panel()).getByRole('checkbox', { name: label })).toBeInTheDocument();
    }
    expect(within(panel()).getByRole('checkbox', { name: 'Problem Solving' })).not.toBeChecked();
    expect(within(panel()).getByRole('checkbox', { name: 'Auto-Suggest Peers' })).toBeChecked();

    await user.clear(min);
    await user.type(min, '6');
    await user.clear(max);
    await user.type(max, '9');
    await user.click(within(panel()).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(panel()).findByText(REVIEW_STAGE_MESSAGES.minPeersRange),
    ).toBeInTheDocument();
    expect(within(panel()).getByText(REVIEW_STAGE_MESSAGES.maxPeersRange)).toBeInTheDocument();

    await user.clear(min);
    await user.type(min, '4');
    await user.clear(max);
    await user.type(max, '3');
    await user.click(within(panel()).getByRole('button', { name: 'Save Changes' }));
    expect(await within(panel()).findByText(REVIEW_STAGE_MESSAGES.maxBelowMin)).toBeInTheDocument();

    await user.clear(max);
    await user.type(max, '8');
    await user.click(within(panel()).getByRole('checkbox', { name: 'Problem Solving' }));
    await user.click(within(panel()).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saved = db.reviewStages.first((s) => s.name === 'Peer Feedback')!;
    expect(saved.settings).toMatchObject({
      minPeers: 4,
      maxPeers: 8,
      ratingCategories: { problemSolving: true },
    });
  });

  it('resets the form each time the panel opens', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add New Stage' }));
    await user.click(within(panel()).getByRole('button', { name: 'Add Stage' }));
    await within(panel()).findByText(REVIEW_STAGE_MESSAGES.nameRequired);
    // The failed submit moves focus to the first field in error, a frame later: typing before that
    // would send the space of 'Draft name' to whichever field took the focus.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-invalid', 'true'));
    await user.type(within(panel()).getByRole('textbox', { name: /Stage Name/ }), 'Draft name');
    await user.click(within(panel()).getByRole('button', { name: 'Cancel' }));
    // What was typed is discarded only once the user says so.
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Add New Stage' }));
    expect(within(panel()).getByRole('textbox', { name: /Stage Name/ })).toHaveValue('');
    expect(within(panel()).queryByText(REVIEW_STAGE_MESSAGES.typeRequired)).not.toBeInTheDocument();
  });

  it("shows a failed save in the panel, with 'Failed to save stage' when the server gives no message", async () => {
    server.use(http.put('*/api/review-stages/:id', () => new HttpResponse(null, { status: 500 })));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Self Review' }));
    await user.click(within(panel()).getByRole('button', { name: 'Save Changes' }));
    expect(await within(panel()).findByText('Failed to save stage')).toBeInTheDocument();
    expect(panel()).toBeInTheDocument();
  });

  it('deletes after confirmation; a stage in use is refused with the server message', async () => {
    addPeerStage();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Manager Review' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this stage?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Manager Review' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Stage is used by a workflow template (Standard Review)'),
    ).toBeInTheDocument();
    expect(rowNames()).toContain('Manager Review');

    await user.click(await screen.findByRole('button', { name: 'Delete Peer Feedback' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowNames()).not.toContain('Peer Feedback'));
    expect(db.reviewStages.first((s) => s.name === 'Peer Feedback')).toBeUndefined();
  });

  it("shows 'Failed to delete stage' when a delete fails without a message", async () => {
    server.use(
      http.delete('*/api/review-stages/:id', () => new HttpResponse(null, { status: 500 })),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Self Review' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete stage')).toBeInTheDocument();
  });
});
