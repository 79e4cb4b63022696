import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mswOverrides } from '@/test/story-overrides';
import { db } from '@mocks/db';
import { DEMO_MANAGER } from '@mocks/seed/accounts';
import { storySession } from '@/test/story-session';
import PerformanceRoute from './PerformanceRoute';

const meta = {
  title: 'Performance/Performance',
  component: PerformanceRoute,
  parameters: { router: { path: '/performance' }, layout: 'padded' },
  beforeEach: () => storySession('employee'),
} satisfies Meta<typeof PerformanceRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Employee: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Rating History' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};

/** Manager: their own ratings (the seeded history of Jordan Patel), nobody else's. */
export const Manager: Story = {
  beforeEach: () => storySession('manager'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const seeded = db.performanceHistories.where(
      (entry) => entry.employeeId === DEMO_MANAGER.employeeId,
    );
    await expect(seeded.length).toBeGreaterThan(0);
    const table = await canvas.findByRole(
      'table',
      { name: 'Performance history' },
      { timeout: 10_000 },
    );
    for (const entry of seeded) {
      const cycleName = db.reviewCycles.find(entry.cycleId ?? '')?.name ?? '';
      const row = (await within(table).findByText(cycleName)).closest('tr');
      await expect(row).toHaveTextContent(entry.ratingName);
      await expect(row).toHaveTextContent(entry.notes ?? '');
    }
    await expect(within(table).getAllByRole('row')).toHaveLength(seeded.length + 1);
  },
};

export const Empty: Story = {
  parameters: mswOverrides(
    ['*/api/employees/:id/performance-history', { data: [] }],
    ['*/api/me/reviews', { data: [] }],
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No performance history found.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: mswOverrides(
    ['*/api/employees/:id/performance-history', 'slow'],
    ['*/api/me/reviews', 'slow'],
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Performance history', busy: true });
    await expect(within(table).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Rating History' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('No completed reviews yet.')).not.toBeInTheDocument();
    await expect(canvas.queryByText('No performance history found.')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: mswOverrides(['*/api/employees/:id/performance-history', 'fail']),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to fetch performance history'),
    ).toBeInTheDocument();
  },
};
