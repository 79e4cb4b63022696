import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { NotificationBell } from './NotificationBell';

const ui = userEvent.setup({ delay: null });

function notify(userId: string, title: string, createdAt: string) {
  db.notifications.insert({
    organizationId: 'org_acme',
    userId,
    kind: 'reminder',
    title,
    body: `${title} body`,
    cycleId: null,
    createdAt,
    readAt: null,
  });
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
    await ui.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(
      await screen.findByRole('button', { name: 'Notifications', hidden: true }),
    ).toBeInTheDocument();
    expect(db.notifications.all().every((n) => n.readAt !== null)).toBe(true);
  });

  it('shows an empty list without notifications', async () => {
    const { user } = await signInAs('employee');
    renderRoute(<NotificationBell userId={user.id} />);
    await ui.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
});
