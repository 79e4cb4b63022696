import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { DEMO_EMPLOYEE } from '@mocks/seed/accounts';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import EmployeeDashboardRoute from './EmployeeDashboardRoute';

const activeCycle = () =>
  db.reviewCycles.first(
    (c) =>
      c.organizationId === 'org_acme' && db.reviewStatuses.find(c.statusId)?.name === 'In Progress',
  )!;
const ownSelfInstance = () => {
  const participant = db.participants.first(
    (p) => p.cycleId === activeCycle().id && p.employeeId === DEMO_EMPLOYEE.employeeId,
  )!;
  const stage = db.reviewStages.first(
    (s) => s.organizationId === 'org_acme' && s.type === 'self_review',
  )!;
  return db.stageInstances.first(
    (i) => i.participantId === participant.id && i.stageId === stage.id,
  )!;
};
const section = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });

describe('EmployeeDashboardRoute', () => {
  it("shows every section of 'Employee Dashboard'", async () => {
    await signInAs('employee');
    renderRoute(<EmployeeDashboardRoute />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Employee Dashboard' }),
    ).toBeInTheDocument();
    for (const title of [
      'Pending Actions',
      'Your Performance',
      'Your Information',
      'Current Review Status',
      'Recent Review History',
      'Quick Actions',
    ]) {
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(await screen.findByRole('heading', { name: 'Performance Trends' })).toBeInTheDocument();
    for (const [label, href] of [
      ['Complete Self-Review', '/reviews/self-review'],
      ['View Performance', '/performance'],
      ['Compensation History', '/compensation'],
      ['Update Profile', '/profile'],
    ]) {
      expect(
        within(await section('Quick Actions')).getByRole('link', { name: label }),
      ).toHaveAttribute('href', href);
    }
    expect(document.title).toBe('Meritly — Employee Dashboard');
  });

  it('prompts for the self review of the active cycle while it is not submitted', async () => {
    await signInAs('employee');
    renderRoute(<EmployeeDashboardRoute />);
    const actions = await section('Pending Actions');
    expect(await within(actions).findByText('Complete Self-Review')).toBeInTheDocument();
    expect(
      within(actions).getByText(
        new RegExp(`^Your self-review for ${activeCycle().name} is waiting for you\\. Due `),
      ),
    ).toBeInTheDocument();
    expect(within(actions).getByRole('link', { name: 'Start Self-Review' })).toHaveAttribute(
      'href',
      `/reviews/self-review/${activeCycle().id}`,
    );
  });

  it('prompts for the open self review of every active cycle, each with its due date', async () => {
    await signInAs('employee');
    // A second running cycle the employee is in: the promotion review, launched.
    const second = db.reviewCycles.first(
      (c) =>
        c.organizationId === 'org_acme' &&
        c.id !== activeCycle().id &&
        db.participants
          .lookup('cycleId', c.id)
          .some((p) => p.employeeId === DEMO_EMPLOYEE.employeeId) &&
        db.reviewStatuses.find(c.statusId)?.name === 'Draft',
    )!;
    const active = db.reviewStatuses.first(
      (s) => s.organizationId === 'org_acme' && s.name === 'Active',
    )!;
    db.reviewCycles.update(second.id, { statusId: active.id, endDate: '2027-01-29' });
    db.reviewCycles.update(activeCycle().id, { endDate: '2026-12-18' });
    renderRoute(<EmployeeDashboardRoute />);
    const actions = await section('Pending Actions');
    const links = await within(actions).findAllByRole('link', { name: 'Start Self-Review' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/reviews/self-review/${activeCycle().id}`,
      `/reviews/self-review/${second.id}`,
    ]);
    expect(
      within(actions).getByText(
        `Your self-review for ${activeCycle().name} is waiting for you. Due Dec 18, 2026.`,
      ),
    ).toBeInTheDocument();
    expect(
      within(actions).getByText(
        `Your self-review for ${second.name} is waiting for you. Due Jan 29, 2027.`,
      ),
    ).toBeInTheDocument();
  });

  it('drops the prompt once the self review is submitted', async () => {
    await signInAs('employee');
    db.stageInstances.update(ownSelfInstance().id, { status: 'completed' });
    renderRoute(<EmployeeDashboardRoute />);
    const actions = await section('Pending Actions');
    expect(await within(actions).findByText(/all caught up/)).toBeInTheDocument();
    expect(within(actions).queryByText('Complete Self-Review')).toBeNull();
  });

  it('prompts about overdue reviews when the due date has passed', async () => {
    await signInAs('employee');
    db.reviewCycles.update(activeCycle().id, { endDate: '2026-11-01' });
    renderRoute(<EmployeeDashboardRoute />);
    const actions = await section('Pending Actions');
    expect(await within(actions).findByText('Overdue Reviews')).toBeInTheDocument();
    expect(within(actions).getByText('You have 1 overdue review.')).toBeInTheDocument();
    expect(within(actions).getByRole('link', { name: 'View Overdue Reviews' })).toHaveAttribute(
      'href',
      '/reviews/overdue',
    );
  });

  it('shows the current cycle with its status, Start Date, End Date and Type', async () => {
    await signInAs('employee');
    renderRoute(<EmployeeDashboardRoute />);
    // The Your Performance card has the same name; the section is the one with the heading.
    const heading = await screen.findByRole('heading', { name: 'Current Review Status' });
    const current = heading.closest('section')!;
    expect(
      await within(current).findByText(activeCycle().name, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    for (const label of ['Status', 'Start Date', 'End Date', 'Type']) {
      expect(within(current).getByText(label)).toBeInTheDocument();
    }
    expect(within(current).getByText('Annual')).toBeInTheDocument();
  });

  it('shows at most 10 items of review history', async () => {
    await signInAs('employee');
    const item = (i: number) => ({
      id: `task_${i}`,
      cycleId: `cycle_${i}`,
      cycleName: `Cycle ${i}`,
      participantId: `part_${i}`,
      employeeId: DEMO_EMPLOYEE.employeeId,
      employeeName: 'Riley Chen',
      stageId: 'stage_0001',
      stageName: 'Self Review',
      stageType: 'self_review',
      kind: 'SELF',
      type: 'SELF',
      status: 'completed',
      dueDate: '2020-01-01',
      rating: 4,
      reviewDate: '2020-01-01',
      createdAt: '2020-01-01T00:00:00.000Z',
      overdue: false,
      recommendationId: null,
    });
    server.use(
      http.get('*/api/me/reviews', () =>
        HttpResponse.json({ data: Array.from({ length: 12 }, (_, i) => item(i)) }),
      ),
      http.get('*/api/employees/:id/performance-history', () => HttpResponse.json({ data: [] })),
    );
    renderRoute(<EmployeeDashboardRoute />);
    const table = await screen.findByRole(
      'table',
      { name: 'Recent review history' },
      { timeout: 10_000 },
    );
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText('Cycle 9')).toBeInTheDocument();
    expect(within(table).queryByText('Cycle 10')).toBeNull();
  });

  // The card counts what the Performance page shows, not the completed self reviews.
  it('Completed Reviews counts the completed reviews of the performance history, and the history lists each', async () => {
    await signInAs('employee');
    const entries = db.performanceHistories.where(
      (e) => e.employeeId === DEMO_EMPLOYEE.employeeId && e.status === 'completed',
    );
    const cycles = new Set(entries.map((e) => e.cycleId));
    expect(cycles.size).toBe(3);
    renderRoute(<EmployeeDashboardRoute />);
    const card = await screen.findByRole('region', { name: 'Completed Reviews' });
    await waitFor(() => expect(card).toHaveTextContent(String(cycles.size)));
    const table = await screen.findByRole('table', { name: 'Recent review history' });
    for (const id of cycles) {
      const name = db.reviewCycles.find(id!)!.name;
      const row = within(table).getByText(name).closest('tr')!;
      expect(within(row).getByText('Completed')).toBeInTheDocument();
    }
  });

  it("shows 'Error Loading Dashboard' with 'No employee ID found for user' for a user without an employee record", async () => {
    const { user } = await signInAs('employee');
    localStorage.setItem('user', JSON.stringify({ ...user, employeeId: null }));
    renderRoute(<EmployeeDashboardRoute />);
    expect(await screen.findByText('Error Loading Dashboard')).toBeInTheDocument();
    expect(screen.getByText('No employee ID found for user')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
