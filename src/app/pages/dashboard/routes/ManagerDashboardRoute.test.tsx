import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { DEMO_MANAGER } from '@mocks/seed/accounts';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import ManagerDashboardRoute from './ManagerDashboardRoute';

const ui = userEvent.setup({ delay: null });

const card = (title: string) => screen.getByRole('region', { name: title });
const activeCycle = () =>
  db.reviewCycles.first(
    (c) =>
      c.organizationId === 'org_acme' && db.reviewStatuses.find(c.statusId)?.name === 'In Progress',
  )!;
/** The manager's steps to decide now: undecided, every earlier step decided, not their submission. */
const openSteps = () =>
  db.approvalSteps.where((s) => {
    const chain = db.approvalSteps.lookup('recommendationId', s.recommendationId);
    const submitter = db.recommendationEvents
      .lookup('recommendationId', s.recommendationId)
      .filter((e) => e.action === 'submit')
      .at(-1)?.actorUserId;
    return (
      s.approverEmployeeId === DEMO_MANAGER.employeeId &&
      s.decision === null &&
      db.recommendations.find(s.recommendationId)?.status === 'pending_approval' &&
      chain.every((other) => other.order >= s.order || other.decision === true) &&
      submitter !== DEMO_MANAGER.userId
    );
  });

describe('ManagerDashboardRoute', () => {
  it("shows 'Manager Dashboard' with the Team Overview counts from the data", async () => {
    await signInAs('manager');
    renderRoute(<ManagerDashboardRoute />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Manager Dashboard' }),
    ).toBeInTheDocument();
    expect(await within(card('Team Members')).findByText('6')).toBeInTheDocument();
    expect(
      within(card('Pending Approvals')).getByText(String(openSteps().length)),
    ).toBeInTheDocument();
    expect(within(card('Pending Approvals')).getByText('Awaiting your action')).toBeInTheDocument();
    expect(within(card('Completed Reviews')).getByText('This cycle')).toBeInTheDocument();
    expect(document.title).toBe('Meritly — Manager Dashboard');
  });

  it("lists 'Team Approvals Pending' with employee, cycle, urgency colour and a link to act", async () => {
    await signInAs('manager');
    renderRoute(<ManagerDashboardRoute />);
    const list = await screen.findByRole('list', { name: 'Team approvals pending' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(openSteps().length);
    const first = items[0]!;
    expect(within(first).getByText(activeCycle().name)).toBeInTheDocument();
    const days = Number(
      within(first)
        .getByText(/\d+ days?/)
        .textContent!.split(' ')[0],
    );
    const expected = days <= 3 ? 'low' : days <= 7 ? 'medium' : 'high';
    expect(first.querySelector('[data-urgency]')).toHaveAttribute('data-urgency', expected);
    const link = within(first).getByRole('link', { name: /^Review / });
    // The recommendation opens with what the approver decides on, Approve and Reject included.
    expect(link.getAttribute('href')).toMatch(
      new RegExp(`^/review-cycles/${activeCycle().id}/participants/[^/]+$`),
    );
  });

  it('quick actions: View Reviews, Manage Team, and View Approvals into the active cycle', async () => {
    await signInAs('manager');
    renderRoute(<ManagerDashboardRoute />);
    expect(screen.getByRole('link', { name: 'View Reviews' })).toHaveAttribute(
      'href',
      '/manager/reviews',
    );
    expect(screen.getByRole('link', { name: 'Manage Team' })).toHaveAttribute(
      'href',
      '/manager/team',
    );
    await expect
      .poll(() => screen.getByRole('link', { name: 'View Approvals' }).getAttribute('href'))
      .toBe(`/review-cycles/${activeCycle().id}`);
  });

  it('Refresh reads the counts again', async () => {
    await signInAs('manager');
    renderRoute(<ManagerDashboardRoute />);
    const before = openSteps().length;
    expect(await within(card('Pending Approvals')).findByText(String(before))).toBeInTheDocument();
    db.approvalSteps.update(openSteps()[0]!.id, { decision: true });
    await ui.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(
      await within(card('Pending Approvals')).findByText(String(before - 1)),
    ).toBeInTheDocument();
    // The demo leaves one step for the manager to decide now: the list may empty.
    const list = screen.queryByRole('list', { name: 'Team approvals pending' });
    expect(list ? within(list).getAllByRole('listitem') : []).toHaveLength(before - 1);
  });

  it("shows 'Error Loading Dashboard' with 'Failed to fetch dashboard data' and recovers on 'Try Again'", async () => {
    await signInAs('manager');
    server.use(http.get('*/api/manager/summary', () => new HttpResponse(null, { status: 500 })));
    renderRoute(<ManagerDashboardRoute />);
    expect(
      await screen.findByText('Error Loading Dashboard', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch dashboard data')).toBeInTheDocument();
    server.resetHandlers();
    await ui.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Manager Dashboard' })).toBeInTheDocument();
  });

  it("shows 'Failed to fetch pending approvals' in the queue when only the queue fails", async () => {
    await signInAs('manager');
    server.use(
      http.get(
        '*/api/review-cycles/pending-approvals',
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    renderRoute(<ManagerDashboardRoute />);
    expect(
      await screen.findByText('Failed to fetch pending approvals', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Manager Dashboard' })).toBeInTheDocument();
  });
});
