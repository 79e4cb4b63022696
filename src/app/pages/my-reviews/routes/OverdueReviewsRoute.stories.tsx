import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { db } from '@mocks/db';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import OverdueReviewsRoute from './OverdueReviewsRoute';

const meta = {
  title: 'My Reviews/Overdue Reviews',
  component: OverdueReviewsRoute,
  parameters: { router: { path: '/reviews/overdue' }, layout: 'padded' },
  beforeEach: () => storySession('employee'),
} satisfies Meta<typeof OverdueReviewsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const endCurrentCycle = () => {
  const cycle = db.reviewCycles.first(
    (c) =>
      c.organizationId === 'org_acme' && db.reviewStatuses.find(c.statusId)?.name === 'In Progress',
  )!;
  db.reviewCycles.update(cycle.id, { endDate: '2026-01-01' });
};

export const Employee: Story = {
  beforeEach: endCurrentCycle,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Complete and submit your self-review.'),
    ).toBeInTheDocument();
  },
};

export const Manager: Story = {
  beforeEach: () => {
    endCurrentCycle();
    return storySession('manager');
  },
  play: async ({ canvasElement }) => {
    await expect(
      (await within(canvasElement).findAllByText(/^Submit the manager review for /)).length,
    ).toBeGreaterThan(0);
  },
};

export const NoneOverdue: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('You have no overdue reviews.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: mswOverrides(['*/api/me/reviews', 'slow']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Overdue Reviews' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.queryByText('You have no overdue reviews.')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: mswOverrides(['*/api/me/reviews', 'fail']),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to fetch reviews'),
    ).toBeInTheDocument();
  },
};
