import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_MANAGER } from '@mocks/seed/accounts';
import { isApproversTurn } from '@mocks/test/approval-turn';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import ManagerReviewsRoute from './ManagerReviewsRoute';

const activeCycle = () =>
  db.reviewCycles.first(
    (c) =>
      c.organizationId === 'org_acme' && db.reviewStatuses.find(c.statusId)?.name === 'In Progress',
  )!;
const managerStage = () =>
  db.reviewStages.first((s) => s.organizationId === 'org_acme' && s.type === 'manager_review')!;

/** Manager reviews not yet submitted plus approvals that are the manager's to decide now, in the active cycle. */
function expectedTodo(): number {
  const cycle = activeCycle();
  const reviews = db.participants.where((p) => {
    if (p.cycleId !== cycle.id || p.managerId !== DEMO_MANAGER.employeeId) return false;
    const status = db.stageInstances.first(
      (i) => i.participantId === p.id && i.stageId === managerStage().id,
    )?.status;
    return status !== 'pending_approval' && status !== 'completed';
  }).length;
  const approvals = db.approvalSteps.where(
    (s) =>
      s.approverEmployeeId === DEMO_MANAGER.employeeId &&
      s.decision === null &&
      db.recommendations.find(s.recommendationId)?.status === 'pending_approval' &&
      isApproversTurn(s, DEMO_MANAGER.userId),
  ).length;
  return reviews + approvals;
}

describe('ManagerReviewsRoute', () => {
  it('lists every review to do or approve in active cycles, with a link to the stage screen', async () => {
    await signInAs('manager');
    renderRoute(<ManagerReviewsRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    const todo = expectedTodo();
    expect(await screen.findByRole('heading', { name: `To Do (${todo})` })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Reviews to do' });
    expect(within(table).getAllByRole('row')).toHaveLength(todo + 1);
    const open = within(table).getAllByRole('link', { name: /^Open Manager Review of / })[0]!;
    expect(open.getAttribute('href')).toMatch(
      new RegExp(
        `^/admin/review-cycles/${activeCycle().id}/participants/[\\w-]+\\?stage=${managerStage().id}$`,
      ),
    );
    expect(within(table).getAllByText('Approval').length).toBeGreaterThan(0);
    expect(within(table).queryByText('Overdue')).toBeNull();
    expect(screen.getByRole('table', { name: 'Completed reviews' })).toBeInTheDocument();
  });

  it('flags overdue reviews when the cycle ended', async () => {
    await signInAs('manager');
    db.reviewCycles.update(activeCycle().id, { endDate: '2026-11-01' });
    renderRoute(<ManagerReviewsRoute />);
    const table = await screen.findByRole('table', { name: 'Reviews to do' });
    expect(await within(table).findAllByText('Overdue')).toHaveLength(expectedTodo());
    expect(screen.getByText(`${expectedTodo()} overdue`)).toBeInTheDocument();
  });

  it('a submitted manager review moves from To Do to Completed', async () => {
    await signInAs('manager');
    const before = expectedTodo();
    const participant = db.participants.first(
      (p) =>
        p.cycleId === activeCycle().id &&
        p.managerId === DEMO_MANAGER.employeeId &&
        p.status === 'not_started',
    )!;
    const instance = db.stageInstances.first(
      (i) => i.participantId === participant.id && i.stageId === managerStage().id,
    )!;
    db.stageInstances.update(instance.id, { status: 'pending_approval' });
    renderRoute(<ManagerReviewsRoute />);
    expect(
      await screen.findByRole('heading', { name: `To Do (${before - 1})` }),
    ).toBeInTheDocument();
  });
});
