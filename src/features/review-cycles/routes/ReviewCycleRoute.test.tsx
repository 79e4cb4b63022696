import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { EDIT_RECOMMENDATION_MESSAGES, REJECTION_REASONS } from '@/lib/recommendations';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { handlers } from '@mocks/handlers/index';
import { server } from '@mocks/node';
import { DEMO_ADMIN, DEMO_EMPLOYEE, DEMO_MANAGER } from '@mocks/seed/accounts';
import ReviewCycleRoute from './ReviewCycleRoute';
import ReviewCyclesRoute from './ReviewCyclesRoute';

vi.setConfig({ testTimeout: 90_000 });

/** The demo's mid-year cycle: few participants (a small table keeps jsdom quick), recommendations waiting for the admin. */
const midYear = () => db.reviewCycles.first((c) => c.name === 'Mid-Year Check-in')!;
const current = () =>
  db.reviewCycles.all().find((c) => db.reviewStatuses.find(c.statusId)?.name === 'In Progress')!;

function renderCycle(cycleId: string, participantId?: string) {
  return renderRoute(<ReviewCycleRoute />, {
    path: participantId ? paths.reviewCycleParticipant.path : paths.reviewCycle.path,
    initialEntry: participantId
      ? paths.reviewCycleParticipant.getHref(cycleId, participantId)
      : paths.reviewCycle.getHref(cycleId),
  });
}

/** The in-progress cycle cut down to a few participants (a short table keeps jsdom quick). */
function smallCurrentCycle() {
  const cycle = current();
  const keep = new Set(
    db.recommendations
      .where((r) => r.cycleId === cycle.id && r.status === 'pending_approval')
      .slice(0, 6)
      .map((r) => r.participantId),
  );
  db.participants.removeWhere((p) => p.cycleId === cycle.id && !keep.has(p.id));
  db.recommendations.removeWhere((r) => r.cycleId === cycle.id && !keep.has(r.participantId));
  return cycle;
}

/** A recommendation of the cycle on which the admin still has to decide. */
function awaitingAdmin(cycleId: string) {
  const rec = db.recommendations.first(
    (r) =>
      r.cycleId === cycleId &&
      r.status === 'pending_approval' &&
      db.approvalSteps
        .lookup('recommendationId', r.id)
        .some((s) => s.approverEmployeeId === DEMO_ADMIN.employeeId && s.decision === null),
  )!;
  const participant = db.participants.find(rec.participantId)!;
  const employee = db.employees.find(participant.employeeId)!;
  return { rec, participant, name: `${employee.firstName} ${employee.lastName}` };
}

describe('admin', () => {
  beforeEach(async () => {
    await signInAs('admin');
  });

  it('shows the header, five stat cards, both process panels and the participants', async () => {
    const cycle = midYear();
    renderCycle(cycle.id);
    expect(await screen.findByRole('heading', { name: cycle.name })).toBeInTheDocument();
    for (const title of [
      'Completion',
      'Participants',
      'Total Budget',
      'Increase Budget',
      'Bonus Budget',
    ]) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    const participants = db.participants.lookup('cycleId', cycle.id);
    expect(
      within(screen.getByRole('region', { name: 'Participants' })).getByText(
        String(participants.length),
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Teams')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    // Mid-Year has no approval workflow.
    expect(screen.getByText('No approval workflow defined')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Participants' });
    await waitFor(() =>
      expect(within(table).getAllByRole('row')).toHaveLength(participants.length + 1),
    );
  });

  it('asks the server for one page of 50 in its order, re-asks sorted by a column, counts from total', async () => {
    const user = userEvent.setup({ delay: null });
    const cycle = smallCurrentCycle();
    const total = db.participants.lookup('cycleId', cycle.id).length;
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/api/review-cycles/:cycleId/participants', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return getResponse(handlers, request);
      }),
    );
    renderCycle(cycle.id);
    const table = await screen.findByRole('table', { name: 'Participants' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(total + 1));
    const tableQuery = (q: URLSearchParams) => q.get('limit') === '50';
    expect(asked.filter(tableQuery).map((q) => q.toString())).toEqual([
      'sort=name&order=asc&limit=50&offset=0',
    ]);
    expect(screen.getByText(`${total} participants`)).toBeInTheDocument();
    const approvals = screen.getByRole('region', { name: 'Approval Process' });
    const pending = db.recommendations.where(
      (r) => r.cycleId === cycle.id && r.status === 'pending_approval',
    ).length;
    expect(
      await within(approvals).findByText(`${pending} awaiting a decision`),
    ).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Team' }));
    await waitFor(() =>
      expect(asked.filter(tableQuery).at(-1)?.toString()).toBe(
        'sort=team&order=asc&limit=50&offset=0',
      ),
    );
    const byTeam = db.participants
      .lookup('cycleId', cycle.id)
      .map((p) => db.employees.find(p.employeeId)!)
      .map((e) => ({
        name: `${e.firstName} ${e.lastName}`,
        team: db.teams.find(e.teamIds[0]!)?.name ?? '',
      }))
      .sort((a, b) => a.team.localeCompare(b.team) || a.name.localeCompare(b.name))
      .map((e) => e.name);
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getAllByRole('cell')[0]!.textContent),
      ).toEqual(byTeam),
    );
  });

  it('rejects with a reason and comments; the button stays disabled until both are given', async () => {
    const user = userEvent.setup({ delay: null });
    const cycle = smallCurrentCycle();
    const { rec, name } = awaitingAdmin(cycle.id);
    renderCycle(cycle.id);
    await user.click(await screen.findByRole('button', { name: `Reject ${name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject Recommendation' }));
    const reject = dialog.getByRole('button', { name: 'Reject' });
    expect(reject).toBeDisabled();
    await user.click(dialog.getByRole('combobox', { name: /^Reason/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(REJECTION_REASONS.map((r) => r.label));
    await user.click(screen.getByRole('option', { name: 'Above market rate' }));
    expect(reject).toBeDisabled();
    await user.type(dialog.getByLabelText(/^Detailed Comments/), 'Above the band for the role.');
    expect(reject).toBeEnabled();
    await user.click(reject);
    expect(await screen.findByRole('button', { name: `Undo ${name}` })).toBeInTheDocument();
    expect(db.recommendations.find(rec.id)?.status).toBe('rejected');
  });

  it('edits with the dialog rules, showing the new percentage and total salary', async () => {
    const user = userEvent.setup({ delay: null });
    const cycle = smallCurrentCycle();
    const { rec, name } = awaitingAdmin(cycle.id);
    db.recommendations.update(rec.id, {
      currentSalary: 80_000,
      proposedSalary: 80_000 + rec.proposedIncrease,
      currency: 'USD',
    });
    renderCycle(cycle.id);
    await user.click(await screen.findByRole('button', { name: `Edit recommendation of ${name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Recommendation' }));
    const amount = dialog.getByLabelText('Increase Amount');
    expect(amount).toHaveAttribute('step', '100');
    await user.clear(amount);
    // 100% of the 80,000 salary, above the 50% the dialog accepts.
    await user.type(amount, '80000');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(dialog.getByText(EDIT_RECOMMENDATION_MESSAGES.amountTooHigh)).toBeInTheDocument();
    expect(dialog.getByText(EDIT_RECOMMENDATION_MESSAGES.reasonRequired)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '-5');
    expect(dialog.getByText(EDIT_RECOMMENDATION_MESSAGES.amountNegative)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '1000');
    // 80,000 + 1,000; 1,000 / 80,000 = 1.25%.
    expect(dialog.getByText('$81,000.00')).toBeInTheDocument();
    expect(dialog.getByText('1.25%')).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^Reason for Change/), 'short');
    expect(dialog.getByText(EDIT_RECOMMENDATION_MESSAGES.reasonTooShort)).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^Reason for Change/), ' but now long enough');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(db.recommendations.find(rec.id)?.proposedIncrease).toBe(1000));
    expect(db.recommendations.find(rec.id)?.proposedSalary).toBe(81_000);
  });

  it("an edit over someone else's change of the amount is refused, their amount shown, the input kept", async () => {
    const user = userEvent.setup({ delay: null });
    const cycle = smallCurrentCycle();
    const { rec, name } = awaitingAdmin(cycle.id);
    renderCycle(cycle.id);
    await user.click(await screen.findByRole('button', { name: `Edit recommendation of ${name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Recommendation' }));
    const amount = dialog.getByLabelText('Increase Amount');
    await user.clear(amount);
    await user.type(amount, '1000');
    await user.type(dialog.getByLabelText(/^Reason for Change/), 'Matches the market data');
    db.recommendations.update(rec.id, { proposedIncrease: 1200 });
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByText('This record was changed by someone else')).toBeInTheDocument();
    expect(dialog.getByText('Increase Amount now:')).toBeInTheDocument();
    expect(dialog.getByText('$1,200.00')).toBeInTheDocument();
    expect(amount).toHaveValue(1000);
    expect(dialog.getByLabelText(/^Reason for Change/)).toHaveValue('Matches the market data');
    expect(db.recommendations.find(rec.id)?.proposedIncrease).toBe(1200);

    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(db.recommendations.find(rec.id)?.proposedIncrease).toBe(1000));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Recommendation' })).not.toBeInTheDocument(),
    );
  });

  it('shows an approve failure to the user and the approval history with who, what and when', async () => {
    const user = userEvent.setup({ delay: null });
    const cycle = smallCurrentCycle();
    const { name } = awaitingAdmin(cycle.id);
    server.use(
      http.patch('*/api/review-cycles/:c/participants/:p/recommendations/:r/approve', () =>
        HttpResponse.json({ error: 'Recommendation is not awaiting approval' }, { status: 409 }),
      ),
    );
    renderCycle(cycle.id);
    await user.click(await screen.findByRole('button', { name: `Approve ${name}` }));
    // The seeded recommendation is outside its guideline: approving it asks first.
    const confirm = await screen.findByRole('dialog', {
      name: `Approve ${name}'s recommendation?`,
    });
    expect(confirm).toHaveTextContent('Check before approving: Outside guideline');
    await user.click(within(confirm).getByRole('button', { name: 'Approve Anyway' }));
    expect(await screen.findByText('Recommendation is not awaiting approval')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: `Approval history of ${name}` }));
    const history = within(
      await screen.findByRole('dialog', { name: `Approval History: ${name}` }),
    );
    expect(history.getByText(/^Submitted by /)).toBeInTheDocument();
    expect(history.getByRole('list', { name: 'Approvers' })).toBeInTheDocument();
  });

  it('hides the dashboard while a participant is open and names them in the breadcrumb', async () => {
    const cycle = midYear();
    const participant = db.participants.lookup('cycleId', cycle.id)[0];
    const employee = db.employees.find(participant.employeeId)!;
    renderCycle(cycle.id, participant.id);
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await within(crumbs).findByText(`${employee.firstName} ${employee.lastName}`);
    expect(within(crumbs).getByRole('link', { name: 'Review Cycles' })).toBeInTheDocument();
    expect(within(crumbs).getByRole('link', { name: cycle.name })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Completion' })).not.toBeInTheDocument();
  });

  it('404 reads No review cycle found', async () => {
    renderCycle('cycle_9999');
    expect(await screen.findByText('No review cycle found')).toBeInTheDocument();
  });
});

describe('manager and employee', () => {
  it('manager: the three cards and their direct reports with a link to act, no Edit or Delete', async () => {
    await signInAs('manager');
    const cycle = current();
    renderCycle(cycle.id);
    const reports = db.participants.where(
      (p) => p.cycleId === cycle.id && p.managerId === DEMO_MANAGER.employeeId,
    );
    const card = await screen.findByRole('region', { name: 'Direct Reports' });
    await waitFor(() => expect(within(card).getByText(String(reports.length))).toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Pending Reviews' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Completed Reviews' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Direct reports' });
    expect(within(table).getAllByRole('row')).toHaveLength(reports.length + 1);
    const riley = db.participants.first(
      (p) => p.cycleId === cycle.id && p.employeeId === DEMO_EMPLOYEE.employeeId,
    )!;
    expect(within(table).getByRole('link', { name: /Riley Chen/ })).toHaveAttribute(
      'href',
      paths.reviewCycleParticipant.getHref(cycle.id, riley.id),
    );
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  /** The manager's undecided step on a recommendation they did (or did not) submit. */
  function managerStep(submittedByManager: boolean) {
    const cycle = current();
    const step = db.approvalSteps.first((s) => {
      const submit = db.recommendationEvents
        .lookup('recommendationId', s.recommendationId)
        .filter((e) => e.action === 'submit')
        .at(-1);
      return (
        s.approverEmployeeId === DEMO_MANAGER.employeeId &&
        s.decision === null &&
        db.recommendations.find(s.recommendationId)?.cycleId === cycle.id &&
        (submit?.actorUserId === DEMO_MANAGER.userId) === submittedByManager
      );
    })!;
    const rec = db.recommendations.find(step.recommendationId)!;
    const participant = db.participants.find(rec.participantId)!;
    const employee = db.employees.find(participant.employeeId)!;
    return { cycle, step, name: `${employee.firstName} ${employee.lastName}` };
  }

  it('manager: their own submission is not theirs to approve; their report’s row says whom it awaits', async () => {
    await signInAs('manager');
    const cycle = current();
    // The demo manager's own submission: their step was skipped, the department head decides first.
    const rec = db.recommendations.first(
      (r) =>
        r.cycleId === cycle.id &&
        r.status === 'pending_approval' &&
        db.recommendationEvents
          .lookup('recommendationId', r.id)
          .some((e) => e.action === 'submit' && e.actorUserId === DEMO_MANAGER.userId),
    )!;
    const employee = db.employees.find(db.participants.find(rec.participantId)!.employeeId)!;
    const name = `${employee.firstName} ${employee.lastName}`;
    renderCycle(cycle.id);
    const reports = await screen.findByRole('table', { name: 'Direct reports' });
    await waitFor(() => {
      const row = within(reports).getByText(name).closest('tr')!;
      expect(within(row).getByText('Awaiting Priya Raman (step 1 of 2)')).toBeInTheDocument();
    });
    const approvals = screen.queryByRole('table', { name: 'Participants' });
    if (approvals) expect(within(approvals).queryByText(name)).toBeNull();
  });

  it('manager: approves a recommendation awaiting them, recorded on their own step', async () => {
    await signInAs('manager');
    const { cycle, step, name } = managerStep(false);
    renderCycle(cycle.id);
    expect(
      await screen.findByRole('heading', { name: 'Recommendations for Your Approval' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Participants' });
    await userEvent.click(await within(table).findByRole('button', { name: `Approve ${name}` }));
    expect(await within(table).findByRole('button', { name: `Undo ${name}` })).toBeInTheDocument();
    expect(db.approvalSteps.find(step.id)?.decision).toBe(true);
  });

  it('employee: current stage, status, their self review with a link, and feedback', async () => {
    await signInAs('employee');
    const cycle = current();
    renderCycle(cycle.id);
    const stage = await screen.findByRole('region', { name: 'Current Stage' });
    await waitFor(() => expect(within(stage).getByText('Self Review')).toBeInTheDocument());
    expect(
      within(screen.getByRole('region', { name: 'Review Status' })).getByText('In Progress'),
    ).toBeInTheDocument();
    const self = screen.getByRole('region', { name: 'Self Review' });
    // In the employee's own area, not under /admin.
    expect(await within(self).findByRole('link', { name: 'Continue Self Review' })).toHaveAttribute(
      'href',
      `/reviews/self-review/${cycle.id}`,
    );
    expect(
      await within(screen.getByRole('region', { name: 'Feedback Received' })).findByText(
        'Your manager has not submitted their review yet.',
      ),
    ).toBeInTheDocument();
    await act(async () => {});
  });
});

// Deleting from the cycle's own page must not leave the user on the deleted cycle.
describe('admin deletes the cycle from its own page', () => {
  it('lands on the cycles list, which says the cycle was deleted', async () => {
    await signInAs('admin');
    const user = userEvent.setup({ delay: null });
    const draft = db.reviewCycles.first((c) => c.name === 'Q4 2026 Promotion Review')!;
    renderRoute(<ReviewCycleRoute />, {
      path: paths.reviewCycle.path,
      initialEntry: paths.reviewCycle.getHref(draft.id),
      routes: [{ path: paths.admin.reviewCycles.path, element: <ReviewCyclesRoute /> }],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Review Cycle' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this review cycle?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Review Cycles' })).toBeInTheDocument();
    expect(
      screen.getByText('Review cycle "Q4 2026 Promotion Review" has been deleted.'),
    ).toBeInTheDocument();
    expect(db.reviewCycles.find(draft.id)).toBeUndefined();
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).queryByText(draft.name)).not.toBeInTheDocument());
  });

  it('stays on the cycle and says why when the delete fails', async () => {
    await signInAs('admin');
    const user = userEvent.setup({ delay: null });
    const draft = db.reviewCycles.first((c) => c.name === 'Q4 2026 Promotion Review')!;
    server.use(
      http.delete('*/api/review-cycles/:id', () =>
        HttpResponse.json({ error: 'Review cycle has recommendations' }, { status: 409 }),
      ),
    );
    renderCycle(draft.id);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Review Cycle' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Failed to delete review cycle: Review cycle has recommendations'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: draft.name })).toBeInTheDocument();
  });
});
