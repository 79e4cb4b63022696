import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mswOverrides } from '@/test/story-overrides';
import { db } from '@mocks/db';
import { DEMO_MANAGER } from '@mocks/seed/accounts';
import { storySession } from '@/test/story-session';
import MyCompensationRoute from './MyCompensationRoute';

const meta = {
  title: 'My Compensation/Compensation History',
  component: MyCompensationRoute,
  parameters: { router: { path: '/compensation' }, layout: 'padded' },
  beforeEach: () => storySession('employee'),
} satisfies Meta<typeof MyCompensationRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Employee: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Pay Over Time' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};

/** Manager: their own pay changes only (the seeded history of Jordan Patel), not their reports'. */
export const Manager: Story = {
  beforeEach: () => storySession('manager'),
  play: async ({ canvasElement }) => {
    const seeded = db.compensationHistories.where(
      (entry) => entry.employeeId === DEMO_MANAGER.employeeId,
    );
    await expect(seeded.length).toBeGreaterThan(0);
    const table = await within(canvasElement).findByRole(
      'table',
      { name: 'Compensation history', busy: false },
      { timeout: 10_000 },
    );
    const rows = await within(table).findAllByRole('row');
    await expect(rows).toHaveLength(seeded.length + 1);
    const reasons = rows.slice(1).map((row) => row.querySelectorAll('td')[2]?.textContent);
    await expect(reasons.sort()).toEqual(seeded.map((entry) => entry.changeReason).sort());
  },
};

export const Empty: Story = {
  parameters: mswOverrides(['*/api/me/compensation', { data: [] }]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No compensation history found.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: mswOverrides(['*/api/me/compensation', 'slow']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Compensation history', busy: true });
    await expect(within(table).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    // The summary's three cards are placeholders until the history arrives.
    for (const title of ['Current Salary', 'Last Increase', 'Bonuses (Last 12 Months)']) {
      const card = canvas.getByRole('region', { name: title });
      await expect(card.querySelector('.MuiSkeleton-root')).toBeInTheDocument();
    }
    await expect(canvas.queryByText('No compensation history found.')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: mswOverrides(['*/api/me/compensation', 'fail']),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to fetch compensation history'),
    ).toBeInTheDocument();
  },
};
