import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { landingPages, renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { NotificationBell } from './NotificationBell';

const ui = userEvent.setup({ delay: null });

function notify(
  userId: string,
  title: string,
  createdAt: string,
  cycleId: string | null = null,
  kind: 'reminder' | 'cycle_launched' | 'letter_released' = 'reminder',
) {
  db.notifications.insert({
    organizationId: 'org_acme',
    userId,
    kind,
    title,
    body: `${title} body`,
    cycleId,
    createdAt,
    readAt: null,
  });
}

/** Stand-ins for the screens a reminder may open. */
const taskPages = () =>
  landingPages(
    paths.reviewCycle.path,
    paths.reviewCycleParticipant.path,
    paths.me.selfReview.path,
    paths.me.compensation.path,
  );

/** Opens the bell and follows the reminder's link; resolves to where the router went. */
async function followReminder(userId: string, title: string, expectedHref: string) {
  const { router } = renderRoute(<NotificationBell userId={userId} />, { routes: taskPages() });
  await ui.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  const link = await within(panel).findByRole('link', { name: `Unread: ${title}` });
  // The link points at the cycle at once, then at the task once the caller's tasks are read.
  await waitFor(() => expect(link).toHaveAttribute('href', expectedHref));
  await ui.click(link);
  expect(await screen.findByRole('heading', { name: /^Page / })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  await waitFor(() => expect(db.notifications.all().every((n) => n.readAt !== null)).toBe(true));
  return `${router.state.location.pathname}${router.state.location.search}`;
}

describe('NotificationBell', { timeout: 60_000 }, () => {
  it('counts unread reminders, marks one read on click and all read at once', async () => {
    const { user } = await signInAs('manager');
    notify(user.id, 'Reminder: Mid-Year Check-in', '2026-11-14T09:00:00.000Z');
    notify(user.id, 'Reminder: 2026 Annual Review', '2026-11-15T09:00:00.000Z');
    renderRoute(<NotificationBell userId={user.id} />);
    await ui.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(panel).getAllByRole('button', { name: /^Unread: / });
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual([
      'Unread: Reminder: 2026 Annual Review',
      'Unread: Reminder: Mid-Year Check-in',
    ]);
    await ui.click(items[0]!);
    expect(
      await within(panel).findByRole('button', { name: 'Reminder: 2026 Annual Review' }),
    ).toBeInTheDocument();
    // The popover is modal: the bell behind it is hidden from the accessibility tree.
    expect(
      screen.getByRole('button', { name: 'Notifications, 1 unread', hidden: true }),
    ).toBeInTheDocument();
    await ui.click(within(panel).getByRole('button', { name: 'Mark All Read' }));
    expect(
      await screen.findByRole('button', { name: 'Notifications', hidden: true }),
    ).toBeInTheDocument();
    expect(db.notifications.all().every((n) => n.readAt !== null)).toBe(true);
  });

  it("a manager's reminder opens the cycle's page, where their reviews and approvals are", async () => {
    const { user } = await signInAs('manager');
    // The demo manager has several manager reviews and two approvals left in the 2026 cycle.
    notify(user.id, 'Reminder: 2026 Annual Review', '2026-11-15T09:00:00.000Z', 'cycle_0004');
    expect(
      await followReminder(user.id, 'Reminder: 2026 Annual Review', '/review-cycles/cycle_0004'),
    ).toBe('/review-cycles/cycle_0004');
  });

  it("an employee's reminder opens their self review in that cycle", async () => {
    const { user } = await signInAs('employee');
    notify(user.id, 'Reminder: self review', '2026-11-15T09:00:00.000Z', 'cycle_0004');
    expect(
      await followReminder(user.id, 'Reminder: self review', '/reviews/self-review/cycle_0004'),
    ).toBe('/reviews/self-review/cycle_0004');
  });

  it("a cycle's launch opens what the employee must do in it, as a reminder does", async () => {
    const { user } = await signInAs('employee');
    notify(
      user.id,
      '2026 Annual Review has started',
      '2026-11-15T09:00:00.000Z',
      'cycle_0004',
      'cycle_launched',
    );
    expect(
      await followReminder(
        user.id,
        '2026 Annual Review has started',
        '/reviews/self-review/cycle_0004',
      ),
    ).toBe('/reviews/self-review/cycle_0004');
  });

  it('a released letter opens My Compensation, where the letter is', async () => {
    const { user } = await signInAs('employee');
    const title = 'Your compensation letter for 2025 Annual Review is ready';
    notify(user.id, title, '2026-11-15T09:00:00.000Z', 'cycle_0003', 'letter_released');
    expect(await followReminder(user.id, title, '/compensation')).toBe('/compensation');
  });

  it('shows an empty list without notifications', async () => {
    const { user } = await signInAs('employee');
    renderRoute(<NotificationBell userId={user.id} />);
    await ui.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
});
