import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';
import { renderRoute, landingPages } from '@/test/render-route';
import { signInWithEmail } from '@/test/sign-in';
import ParticipantStageRoute from '../routes/ParticipantStageRoute';

const ui = userEvent.setup({ delay: null });

// The demo's Priya Raman approves step 2 of Felix Ibrahim's recommendation; she is not his manager.
function felix() {
  const employee = db.employees.first((e) => e.firstName === 'Felix' && e.lastName === 'Ibrahim')!;
  const participant = db.participants.first(
    (p) =>
      p.employeeId === employee.id &&
      db.recommendations.lookup('participantId', p.id).some((r) => r.status === 'pending_approval'),
  )!;
  const rec = db.recommendations.lookup('participantId', participant.id)[0]!;
  return { participant, rec };
}
const priya = () => db.employees.first((e) => e.firstName === 'Priya' && e.lastName === 'Raman')!;

async function openAsPriya() {
  const { participant } = felix();
  await signInWithEmail(db.users.first((u) => u.employeeId === priya().id)!.email);
  renderRoute(<ParticipantStageRoute />, {
    path: '/review-cycles/:cycleId/participants/:participantId',
    initialEntry: `/review-cycles/${participant.cycleId}/participants/${participant.id}`,
    routes: landingPages('/dashboard', '/review-cycles/:cycleId'),
  });
  return screen.findByRole(
    'heading',
    { name: 'Recommendation for Your Approval: Felix Ibrahim' },
    { timeout: 10_000 },
  );
}

describe('ApprovalReview: an approver who is not the manager decides on the participant’s page', () => {
  it('shows the figures, the justification and their step, and approves it', async () => {
    const { rec } = felix();
    await openAsPriya();
    const figures = screen.getByRole('list', { name: 'Figures' });
    expect(within(figures).getByText('$84,000.00')).toBeInTheDocument();
    expect(within(figures).getByText('$3,700.00 (4.40%)')).toBeInTheDocument();
    expect(within(figures).getByText('$87,700.00')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(figures).getByText('People Operations pool after')).toBeInTheDocument(),
    );
    expect(screen.getByText(rec.notes!)).toBeInTheDocument();
    expect(screen.getByText('Your decision: step 2 of 2')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Approved.');
    const step = db.approvalSteps
      .lookup('recommendationId', rec.id)
      .find((s) => s.approverEmployeeId === priya().id);
    expect(step?.decision).toBe(true);
  });

  it('a decision on figures that changed meanwhile is refused with the current ones', async () => {
    const { participant, rec } = felix();
    await openAsPriya();
    // Another tab: the admin changes the amount after Priya opened it.
    const token = await loginAs('admin');
    const edited = await callApi(
      'patch',
      `/api/review-cycles/${participant.cycleId}/participants/${participant.id}/recommendations/${rec.id}`,
      {
        token,
        body: {
          proposedIncrease: 9000,
          proposedSalary: rec.currentSalary + 9000,
          notes: 'Matched the market for the role.',
        },
      },
    );
    expect(edited.status).toBe(200);
    await ui.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This record was changed by someone else. Now: increase $9,000.00',
    );
    const step = db.approvalSteps
      .lookup('recommendationId', rec.id)
      .find((s) => s.approverEmployeeId === priya().id);
    expect(step?.decision).toBeNull();
  });
});
