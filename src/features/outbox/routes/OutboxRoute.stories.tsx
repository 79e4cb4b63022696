import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import { db } from '@mocks/db';
import OutboxRoute from './OutboxRoute';

const OUTBOX = '*/api/admin/outbox';

function sendSome() {
  const people = ['Hannah Schmidt', 'Alex Whitfield', 'Samuel Brooks'];
  people.forEach((name, i) => {
    db.outboxMessages.insert({
      organizationId: 'org_acme',
      to: `${name.split(' ')[0]!.toLowerCase()}.${name.split(' ')[1]!.toLowerCase()}@acme-robotics.com`,
      toName: name,
      recipientEmployeeId: null,
      subject: 'Reminder: Mid-Year Check-in',
      body: `Hi ${name.split(' ')[0]},\n\nMid-Year Check-in is past due. Please finish your reviews.`,
      cycleId: 'cycle_0005',
      kind: i === 0 ? 'manual' : 'automatic',
      sentByUserId: i === 0 ? 'usr_demo_admin' : null,
      sentByName: i === 0 ? 'Morgan Lee' : null,
      sentAt: new Date(Date.UTC(2026, 10, 14, 9 + i)).toISOString(),
    });
  });
}

const meta = {
  title: 'Admin/Outbox',
  component: OutboxRoute,
  parameters: { router: { path: paths.admin.outbox.path }, layout: 'padded' },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof OutboxRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  beforeEach: () => {
    sendSome();
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Outbox' });
    await expect(await within(table).findByText(/Hannah Schmidt/)).toBeInTheDocument();
    await expect(within(table).getAllByText('Automatic')).toHaveLength(2);
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No messages sent yet.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: mswOverrides([OUTBOX, 'slow']),
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Outbox', busy: true });
    await expect(within(table).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    // Only the header and the loading row: no data rows, no empty text yet.
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(within(table).queryByText('No messages sent yet.')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: mswOverrides([OUTBOX, 'fail']),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to load the outbox'),
    ).toBeInTheDocument();
  },
};
