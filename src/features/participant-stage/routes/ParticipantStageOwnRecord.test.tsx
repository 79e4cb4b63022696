import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_ADMIN } from '@mocks/seed/accounts';
import { renderRoute, landingPages } from '@/test/render-route';
import { recordRequests } from '@/test/sent-requests';
import { signInAs } from '@/test/sign-in';
import { demoStageTargets, stagePath } from '@/test/fixtures/stage-fixtures';
import ParticipantStageRoute from './ParticipantStageRoute';

const requests = recordRequests();

// The contract's text (openapi.yaml, saveMetricResponses).
const OWN_MANAGER_REVIEW = 'You cannot write your own manager review';

/** The admin's own record in the cycle in progress, its recommendation and manager review not started. */
function ownRecord() {
  const { cycle, managerStage } = demoStageTargets();
  const own = db.participants.first(
    (p) => p.cycleId === cycle.id && p.employeeId === DEMO_ADMIN.employeeId,
  )!;
  db.recommendations.removeWhere((r) => r.participantId === own.id);
  db.compensationData.removeWhere((c) => c.participantId === own.id);
  db.participants.update(own.id, { status: 'in_progress' });
  for (const instance of db.stageInstances.lookup('participantId', own.id))
    if (instance.stageId === managerStage.id)
      db.stageInstances.update(instance.id, { status: 'not_started' });
  return { own, managerStage };
}

describe("the admin's own manager review", { timeout: 60_000 }, () => {
  it('is shown, not written: the reason said, no save or submit, nothing sent', async () => {
    const { own, managerStage } = ownRecord();
    await signInAs('admin');
    renderRoute(<ParticipantStageRoute />, {
      path: '/review-cycles/:cycleId/participants/:participantId',
      initialEntry: stagePath(own, managerStage.id),
      routes: landingPages('/dashboard', '/review-cycles/:cycleId'),
    });
    await screen.findByRole('form', { name: 'Stage form' }, { timeout: 10_000 });
    expect(screen.getByText(OWN_MANAGER_REVIEW)).toBeInTheDocument();
    requests.clear();
    for (const name of ['Save Draft', 'Submit']) {
      const button = screen.queryByRole('button', { name });
      if (button) expect(button).toBeDisabled();
    }
    expect(screen.getByRole('combobox', { name: 'Compensation type' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const sent = (await requests.sent()).map((r) => r.operationId);
    expect(sent).not.toContain('saveMetricResponses');
    expect(sent).not.toContain('saveCompensationData');
  });
});
