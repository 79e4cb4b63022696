import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { acmeEmployeeNamed, pendingApprovalOf } from '@mocks/test/demo-people';
import { DEMO_ADMIN } from '@mocks/seed/accounts';
import { renderRoute, landingPages } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import ParticipantStageRoute from '../routes/ParticipantStageRoute';

vi.setConfig({ testTimeout: 60_000 });

const ui = userEvent.setup({ delay: null });

// The contract's texts (openapi.yaml, approveRecommendation).
const NO_JUSTIFICATION = 'A justification is required to decide on behalf of another approver.';
const TWO_STEPS =
  'You have already decided another step of this recommendation: someone else must decide this one';
// What the screen says to whoever decided another step, and to the subject.
const DECIDED_ANOTHER =
  'You decided another step of this recommendation; someone else must decide this one';
const ABOUT_YOU = 'This recommendation is about you; another approver must decide';

/**
 * The demo's Ciaran Shah: step 1 is Priya Raman's, step 2 the admin's (Morgan Lee), neither
 * decided; the admin neither submitted it nor is its subject.
 */
function ciaran() {
  const employee = acmeEmployeeNamed('Ciaran', 'Shah');
  const { participant, rec } = pendingApprovalOf(employee.id);
  const steps = () =>
    db.approvalSteps.lookup('recommendationId', rec.id).sort((a, b) => a.order - b.order);
  return { participant, rec, steps };
}

async function openAsAdmin(participant: { id: string; cycleId: string }, name: string) {
  await signInAs('admin');
  renderRoute(<ParticipantStageRoute />, {
    path: '/review-cycles/:cycleId/participants/:participantId',
    initialEntry: `/review-cycles/${participant.cycleId}/participants/${participant.id}`,
    routes: landingPages('/dashboard', '/review-cycles/:cycleId'),
  });
  return within(
    await screen.findByRole(
      'region',
      { name: `Recommendation for Your Approval: ${name}` },
      { timeout: 10_000 },
    ),
  );
}

const justify = async (text: string) => {
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Decide on behalf of Priya Raman?' }),
  );
  await ui.type(dialog.getByRole('textbox', { name: /^Justification/ }), text);
  await ui.click(dialog.getByRole('button', { name: 'Override and continue' }));
};

describe("ApprovalReview: an admin deciding another approver's step", () => {
  it('asks the justification first, on its field, and sends it as the override', async () => {
    const { participant, steps } = ciaran();
    const review = await openAsAdmin(participant, 'Ciaran Shah');
    expect(
      review.getByText('Your decision: step 1 of 2, on behalf of Priya Raman'),
    ).toBeInTheDocument();
    await ui.click(review.getByRole('button', { name: 'Approve' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Decide on behalf of Priya Raman?' }),
    );
    await ui.click(dialog.getByRole('button', { name: 'Override and continue' }));
    expect(dialog.getByRole('textbox', { name: /^Justification/ })).toHaveAccessibleDescription(
      NO_JUSTIFICATION,
    );
    expect(steps()[0]!.decision).toBeNull();
    await justify('Priya is on leave this week');
    expect(await review.findByText(/^Approved\./)).toBeInTheDocument();
    expect(steps()[0]).toMatchObject({ decision: true, decidedByUserId: DEMO_ADMIN.userId });
    const events = db.recommendationEvents.lookup('recommendationId', steps()[0]!.recommendationId);
    expect(events.at(-1)?.onBehalfJustification).toBe('Priya is on leave this week');
    // Step 2 is the admin's own, but nobody decides two steps of one chain.
    expect(await review.findByText(DECIDED_ANOTHER)).toBeInTheDocument();
    expect(review.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('a rejection on behalf gives the justification, then the reason', async () => {
    const { participant, steps } = ciaran();
    const review = await openAsAdmin(participant, 'Ciaran Shah');
    await ui.click(review.getByRole('button', { name: 'Reject' }));
    await justify('Priya asked me to send it back');
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject Recommendation' }));
    await ui.click(dialog.getByRole('combobox', { name: /^Reason/ }));
    await ui.click(await screen.findByRole('option', { name: 'Exceeds budget allocation' }));
    await ui.type(
      dialog.getByRole('textbox', { name: /^Detailed Comments/ }),
      'Over the team pool.',
    );
    await ui.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await review.findByText(/^Rejected\./)).toBeInTheDocument();
    expect(steps()[0]).toMatchObject({ decision: false, decidedByUserId: DEMO_ADMIN.userId });
    const events = db.recommendationEvents.lookup('recommendationId', steps()[0]!.recommendationId);
    expect(events.at(-1)?.onBehalfJustification).toBe('Priya asked me to send it back');
  });

  it("shows the server's refusal in its own words", async () => {
    const { participant, steps } = ciaran();
    const review = await openAsAdmin(participant, 'Ciaran Shah');
    // Whatever the screen read, the server has the last word (another tab, another admin).
    server.use(
      http.patch('*/recommendations/:recId/approve', () =>
        HttpResponse.json({ error: TWO_STEPS }, { status: 403 }),
      ),
    );
    await ui.click(review.getByRole('button', { name: 'Approve' }));
    await justify('Priya is on leave this week');
    expect(await review.findByText(TWO_STEPS)).toBeInTheDocument();
    expect(steps()[0]!.decision).toBeNull();
  });

  it('offers no decision on a recommendation about the admin themself', async () => {
    const own = db.participants.first(
      (p) =>
        p.employeeId === DEMO_ADMIN.employeeId &&
        db.recommendations.lookup('participantId', p.id).length > 0,
    )!;
    const rec = db.recommendations.lookup('participantId', own.id)[0]!;
    db.recommendations.update(rec.id, { status: 'pending_approval' });
    for (const step of db.approvalSteps.lookup('recommendationId', rec.id))
      db.approvalSteps.update(step.id, { decision: null, decidedAt: null });
    const review = await openAsAdmin(own, 'Morgan Lee');
    await waitFor(() => expect(review.getByText(ABOUT_YOU)).toBeInTheDocument());
    expect(review.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(review.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });
});
