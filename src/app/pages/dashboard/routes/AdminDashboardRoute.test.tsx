import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { landingPages, renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { DISMISSED_ALERTS_KEY } from '../dismissed-alerts';
import AdminDashboardRoute from './AdminDashboardRoute';

const ui = userEvent.setup({ delay: null });

async function renderDashboard() {
  await signInAs('admin');
  const view = renderRoute(<AdminDashboardRoute />, {
    path: '/admin',
    routes: landingPages('/admin/review-cycles'),
  });
  await screen.findByRole('heading', { name: 'Recent Review Cycles' }, { timeout: 10_000 });
  return view;
}

const card = (title: string) => screen.getByRole('region', { name: title });

/** Recommendations awaiting a decision: submitted, no step rejected, a step undecided. */
function pendingSteps(): number {
  return db.recommendations.where((r) => {
    const steps = db.approvalSteps.lookup('recommendationId', r.id);
    return (
      r.organizationId === 'org_acme' &&
      r.status === 'pending_approval' &&
      !steps.some((s) => s.decision === false) &&
      steps.some((s) => s.decision === null)
    );
  }).length;
}

describe('AdminDashboardRoute', { timeout: 60_000 }, () => {
  it('shows key metrics from the data, with the warning colour above 10 pending approvals', async () => {
    await renderDashboard();
    const users = db.users.where((u) => u.organizationId === 'org_acme');
    await waitFor(() => expect(card('Total Users')).toHaveTextContent(String(users.length)));
    expect(card('Total Users')).toHaveTextContent(
      `${users.filter((u) => u.isActive).length} active`,
    );
    expect(card('Teams')).toHaveTextContent(
      String(db.teams.count((t) => t.organizationId === 'org_acme')),
    );
    const pending = pendingSteps();
    expect(pending).toBeGreaterThan(10);
    expect(card('Pending Approvals')).toHaveTextContent(String(pending));
    expect(card('Pending Approvals')).toHaveAttribute('data-color', 'warning');
    expect(screen.getByText('High Pending Approvals')).toBeInTheDocument();
    expect(document.title).toBe('Meritly — Admin Dashboard');
  });

  it('10 pending approvals are not high: no alert, no warning colour', async () => {
    server.use(
      http.get('*/api/dashboard/admin-summary', () =>
        HttpResponse.json({
          data: {
            totalUsers: 3,
            activeUsers: 3,
            totalTeams: 1,
            activeTeams: 1,
            activeCycles: 1,
            pendingApprovals: 10,
            overdueCycles: 0,
            teamsWithoutManagers: 0,
          },
        }),
      ),
    );
    await renderDashboard();
    await waitFor(() => expect(card('Pending Approvals')).toHaveTextContent('10'));
    expect(card('Pending Approvals')).toHaveAttribute('data-color', 'default');
    expect(screen.queryByText('High Pending Approvals')).not.toBeInTheDocument();
  });

  it('writes counts with thousands separators, as every other count on the page', async () => {
    server.use(
      http.get('*/api/dashboard/admin-summary', () =>
        HttpResponse.json({
          data: {
            totalUsers: 10000,
            activeUsers: 9800,
            totalTeams: 1200,
            activeTeams: 1150,
            activeCycles: 2,
            pendingApprovals: 3400,
            overdueCycles: 0,
            teamsWithoutManagers: 0,
          },
        }),
      ),
    );
    await renderDashboard();
    await waitFor(() => expect(card('Total Users')).toHaveTextContent('10,000'));
    expect(card('Total Users')).toHaveTextContent('9,800 active');
    expect(card('Teams')).toHaveTextContent('1,200');
    expect(card('Teams')).toHaveTextContent('1,150 active');
    expect(card('Pending Approvals')).toHaveTextContent('3,400');
  });

  it('alerts dismissals are remembered across visits', async () => {
    const view = await renderDashboard();
    const alerts = await screen.findByRole('region', { name: 'Alerts' });
    expect(within(alerts).getByText('Teams Without Managers')).toBeInTheDocument();
    await ui.click(within(alerts).getByRole('button', { name: 'Dismiss Teams Without Managers' }));
    expect(screen.queryByText('Teams Without Managers')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(DISMISSED_ALERTS_KEY)!)).toContain(
      'teams-without-managers',
    );
    view.unmount();
    renderRoute(<AdminDashboardRoute />, { path: '/admin' });
    await screen.findByText('High Pending Approvals', {}, { timeout: 10_000 });
    expect(screen.queryByText('Teams Without Managers')).not.toBeInTheDocument();
  });

  it('lists at most 5 recent cycles with View links', async () => {
    await renderDashboard();
    const recent = card('Recent Review Cycles');
    const views = within(recent).getAllByRole('link', { name: /^View / });
    expect(db.reviewCycles.count((c) => c.organizationId === 'org_acme')).toBeGreaterThan(5);
    expect(views).toHaveLength(5);
    expect(views[0]).toHaveAttribute('href', expect.stringMatching(/^\/review-cycles\//));
  });

  it('without cycles: the empty text and Create First Review Cycle; the No Review Cycles alert', async () => {
    server.use(http.get('*/api/review-cycles', () => HttpResponse.json({ data: [] })));
    const { router } = await renderDashboard();
    expect(
      within(card('Recent Review Cycles')).getByText('No review cycles found'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No Review Cycles')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Create First Review Cycle' }));
    expect(router.state.location.pathname).toBe('/admin/review-cycles');
  });

  it('shows the approvals queue with urgency colours', async () => {
    await renderDashboard();
    const queue = card('Organization Approvals Pending');
    await waitFor(() => expect(queue.querySelectorAll('[data-urgency]').length).toBeGreaterThan(0));
    const urgencies = [...queue.querySelectorAll('[data-urgency]')].map((el) =>
      el.getAttribute('data-urgency'),
    );
    expect(urgencies.every((u) => ['low', 'medium', 'high'].includes(u!))).toBe(true);
  });

  // One person may be listed once per step of their chain: each row must tell them apart.
  it('says which step of the chain and which approver each pending row is', async () => {
    await renderDashboard();
    const queue = card('Organization Approvals Pending');
    await waitFor(() => expect(within(queue).getAllByRole('listitem').length).toBeGreaterThan(0));
    for (const row of within(queue).getAllByRole('listitem')) {
      expect(row).toHaveTextContent(/ · Step \d+ of \d+: \S+ \S+/);
    }
  });

  it('quick actions lead to the admin screens', async () => {
    await renderDashboard();
    const actions = card('Quick Actions');
    expect(within(actions).getByRole('link', { name: 'Create Review Cycle' })).toHaveAttribute(
      'href',
      '/admin/review-cycles',
    );
    expect(within(actions).getByRole('link', { name: 'Add New User' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
    expect(within(actions).getByRole('link', { name: 'Create Team' })).toHaveAttribute(
      'href',
      '/admin/teams',
    );
    expect(within(actions).getByRole('link', { name: 'Open Settings' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
  });

  it('a failed summary shows Error Loading Dashboard', async () => {
    server.use(
      http.get('*/api/dashboard/admin-summary', () =>
        HttpResponse.json({ error: 'boom' }, { status: 500 }),
      ),
    );
    await signInAs('admin');
    renderRoute(<AdminDashboardRoute />, { path: '/admin' });
    expect(
      await screen.findByText('Error Loading Dashboard', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch dashboard data')).toBeInTheDocument();
  });
});
