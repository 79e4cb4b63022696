import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import type { Recommendation } from '@mocks/db/records';
import { server } from '@mocks/node';
import { DEMO_ADMIN } from '@mocks/seed/accounts';
import ReviewCycleRoute from './ReviewCycleRoute';

vi.setConfig({ testTimeout: 90_000 });

// The contract's texts (openapi.yaml, approveRecommendation).
const NO_JUSTIFICATION = 'A justification is required to decide on behalf of another approver.';
const needsOverride = (name: string) =>
  `This step is assigned to ${name}: deciding it for them needs an override with a justification.`;

const steps = (r: Recommendation) =>
  db.approvalSteps.lookup('recommendationId', r.id).sort((a, b) => a.order - b.order);
const submitterOf = (r: Recommendation) =>
  db.recommendationEvents
    .lookup('recommendationId', r.id)
    .filter((e) => e.action === 'submit')
    .at(-1)?.actorUserId;
const fullName = (employeeId: string) => {
  const e = db.employees.find(employeeId)!;
  return `${e.firstName} ${e.lastName}`;
};

/**
 * The in-progress cycle cut down to one recommendation whose next step is someone else's (the
 * admin neither submitted it nor is its subject) and the admin's own participant record.
 */
function othersTurn() {
  const cycle = db.reviewCycles
    .all()
    .find((c) => db.reviewStatuses.find(c.statusId)?.name === 'In Progress')!;
  const rec = db.recommendations.first(
    (r) =>
      r.cycleId === cycle.id &&
      r.status === 'pending_approval' &&
      submitterOf(r) !== DEMO_ADMIN.userId &&
      db.participants.find(r.participantId)?.employeeId !== DEMO_ADMIN.employeeId &&
      steps(r).every((s) => s.decision === null) &&
      steps(r)[0]?.approverEmployeeId !== DEMO_ADMIN.employeeId,
  )!;
  const own = db.participants.first(
    (p) => p.cycleId === cycle.id && p.employeeId === DEMO_ADMIN.employeeId,
  );
  const keep = new Set([rec.participantId, own?.id]);
  db.participants.removeWhere((p) => p.cycleId === cycle.id && !keep.has(p.id));
  db.recommendations.removeWhere((r) => r.cycleId === cycle.id && !keep.has(r.participantId));
  const participant = db.participants.find(rec.participantId)!;
  return {
    cycle,
    rec,
    name: fullName(participant.employeeId),
    approver: fullName(steps(rec)[0]!.approverEmployeeId),
    own,
  };
}

function renderCycle(cycleId: string) {
  return renderRoute(<ReviewCycleRoute />, {
    path: paths.reviewCycle.path,
    initialEntry: paths.reviewCycle.getHref(cycleId),
  });
}

/** Through the guideline's confirmation when the recommendation is flagged. */
async function confirmIfAsked(user: ReturnType<typeof userEvent.setup>, name: string) {
  const confirm = screen.queryByRole('dialog', { name: `Approve ${name}'s recommendation?` });
  if (confirm) await user.click(within(confirm).getByRole('button', { name: 'Approve Anyway' }));
}

describe("admin deciding another approver's step", () => {
  beforeEach(async () => {
    await signInAs('admin');
  });

  it('asks for a justification (required, on its field), then records it with the approval', async () => {
    const user = userEvent.setup({ delay: null });
    const { cycle, rec, name, approver } = othersTurn();
    renderCycle(cycle.id);
    await user.click(await screen.findByRole('button', { name: `Approve ${name}` }));
    const dialog = within(
      await screen.findByRole('dialog', { name: `Decide on behalf of ${approver}?` }),
    );
    await user.click(dialog.getByRole('button', { name: 'Override and continue' }));
    const field = dialog.getByRole('textbox', { name: /^Justification/ });
    expect(field).toHaveAccessibleDescription(NO_JUSTIFICATION);
    expect(field).toBeInvalid();
    await user.type(field, 'Out on leave until the cycle closes');
    expect(dialog.queryByText(NO_JUSTIFICATION)).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Override and continue' }));
    await confirmIfAsked(user, name);
    await waitFor(() => expect(steps(rec)[0]?.decision).toBe(true));
    const event = db.recommendationEvents
      .lookup('recommendationId', rec.id)
      .find((e) => e.action === 'approve');
    expect(event).toMatchObject({
      actorName: `Morgan Lee (admin, on behalf of ${approver})`,
      onBehalfJustification: 'Out on leave until the cycle closes',
    });
  });

  it('cancelling the justification decides nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { cycle, rec, name, approver } = othersTurn();
    renderCycle(cycle.id);
    await user.click(await screen.findByRole('button', { name: `Reject ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Decide on behalf of ${approver}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Reject Recommendation' })).not.toBeInTheDocument();
    expect(steps(rec).every((s) => s.decision === null)).toBe(true);
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup({ delay: null });
    const { cycle, name, approver } = othersTurn();
    server.use(
      http.patch('*/api/review-cycles/:c/participants/:p/recommendations/:r/approve', () =>
        HttpResponse.json({ error: needsOverride(approver) }, { status: 403 }),
      ),
    );
    renderCycle(cycle.id);
    await user.click(await screen.findByRole('button', { name: `Approve ${name}` }));
    const dialog = within(
      await screen.findByRole('dialog', { name: `Decide on behalf of ${approver}?` }),
    );
    await user.type(dialog.getByRole('textbox', { name: /^Justification/ }), 'On leave');
    await user.click(dialog.getByRole('button', { name: 'Override and continue' }));
    await confirmIfAsked(user, name);
    expect(await screen.findByText(needsOverride(approver))).toBeInTheDocument();
  });

  it('offers no Edit on the recommendation about the admin themself', async () => {
    const { cycle, name, own } = othersTurn();
    if (!own || db.recommendations.lookup('participantId', own.id).length === 0)
      throw new Error('the demo admin has no recommendation in the current cycle');
    renderCycle(cycle.id);
    expect(
      await screen.findByRole('button', { name: `Edit recommendation of ${name}` }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: `Edit recommendation of ${fullName(own.employeeId)}` }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Approval history of ${fullName(own.employeeId)}` }),
    ).toBeInTheDocument();
  });
});
