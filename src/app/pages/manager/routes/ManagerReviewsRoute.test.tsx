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
const selfStage = () =>
  db.reviewStages.first((s) => s.organizationId === 'org_acme' && s.type === 'self_review')!;
const submitted = (status: string | undefined) =>
  status === 'pending_approval' || status === 'completed';
const stageStatus = (participantId: string, stageId: string) =>
  db.stageInstances.first((i) => i.participantId === participantId && i.stageId === stageId)
    ?.status;

/** The manager's reports in the active cycle whose manager review is not submitted, by whether the self review is. */
function openManagerReviews(selfSubmitted: boolean) {
  const cycle = activeCycle();
  return db.participants.where(
    (p) =>
      p.cycleId === cycle.id &&
      p.managerId === DEMO_MANAGER.employeeId &&
      !submitted(stageStatus(p.id, managerStage().id)) &&
      submitted(stageStatus(p.id, selfStage().id)) === selfSubmitted,
  );
}

/**
 * Manager reviews to do (not submitted, the self review before them submitted) plus
 * approvals that are the manager's to decide now, in the active cycle.
 */
function expectedTodo(): number {
  const reviews = openManagerReviews(true).length;
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
        `^/review-cycles/${activeCycle().id}/participants/[\\w-]+\\?stage=${managerStage().id}$`,
      ),
    );
    expect(within(table).getAllByText('Approval').length).toBeGreaterThan(0);
    expect(within(table).queryByText('Overdue')).toBeNull();
    expect(screen.getByRole('table', { name: 'Completed reviews' })).toBeInTheDocument();
  });

  // A manager review whose employee has not submitted the self review is not to do yet.
  it('lists manager reviews still waiting for the self review apart from the ones to do', async () => {
    await signInAs('manager');
    renderRoute(<ManagerReviewsRoute />);
    const waiting = openManagerReviews(false);
    expect(waiting.length).toBe(2);
    expect(
      await screen.findByRole('heading', { name: `Waiting for Self Review (${waiting.length})` }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Reviews waiting for a self review' });
    const todo = screen.getByRole('table', { name: 'Reviews to do' });
    for (const p of waiting) {
      const employee = db.employees.find(p.employeeId)!;
      const name = `${employee.firstName} ${employee.lastName}`;
      expect(within(table).getByText(name)).toBeInTheDocument();
      expect(within(todo).queryByText(name)).toBeNull();
    }
    expect(screen.getByText('2 manager reviews · 1 approval')).toBeInTheDocument();
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
    const participant = openManagerReviews(true)[0]!;
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
