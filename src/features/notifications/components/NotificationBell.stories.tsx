import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storySession } from '@/test/story-session';
import { db } from '@mocks/db';
import { DEMO_EMPLOYEE, DEMO_MANAGER } from '@mocks/seed/accounts';
import { NotificationBell } from './NotificationBell';

function notify(userId: string, count: number, unread: number) {
  for (let i = 0; i < count; i += 1) {
    const at = new Date(Date.UTC(2026, 10, 15, 9, 0) - i * 3_600_000).toISOString();
    db.notifications.insert({
      organizationId: 'org_acme',
      userId,
      kind: 'reminder',
      title: i % 2 ? 'Reminder: Mid-Year Check-in' : 'Reminder: 2026 Annual Review',
      body: 'Hi Jordan,\n\nThe cycle ends soon. You still have 2 manager reviews to complete.',
      cycleId: null,
      createdAt: at,
      readAt: i < unread ? null : at,
    });
  }
}

const meta = {
  title: 'Notifications/Bell',
  component: NotificationBell,
  args: { userId: DEMO_MANAGER.userId },
  decorators: [
    (Story) => (
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 2, minHeight: 520 }}>
        <Story />
      </Box>
    ),
  ],
  beforeEach: () => storySession('manager'),
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No notifications: no badge; the list says so. */
export const None: Story = {
  args: { userId: DEMO_EMPLOYEE.userId },
  beforeEach: () => storySession('employee'),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Notifications' }),
    );
    await expect(
      await within(document.body).findByText('No notifications yet'),
    ).toBeInTheDocument();
  },
};

/** Two unread reminders: the count on the bell, bold items with a dot. */
export const Unread: Story = {
  beforeEach: () => {
    notify(DEMO_MANAGER.userId, 3, 2);
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Notifications, 2 unread' }),
    );
    const panel = await within(document.body).findByRole('dialog', { name: 'Notifications' });
    await expect(within(panel).getAllByRole('button', { name: /^Unread: / })).toHaveLength(2);
  },
};

/** Many notifications: the badge caps at 99+, the list scrolls. */
export const Many: Story = {
  beforeEach: () => {
    notify(DEMO_MANAGER.userId, 120, 110);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Notifications, 110 unread' }),
    ).toBeInTheDocument();
    await expect(within(canvasElement).getByText('99+')).toBeInTheDocument();
  },
};
