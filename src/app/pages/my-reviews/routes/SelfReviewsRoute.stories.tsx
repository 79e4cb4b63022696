import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import SelfReviewsRoute from './SelfReviewsRoute';

// With one self review open the page forwards to it; the stories show the list it falls back to.
const meta = {
  title: 'My Reviews/Self-Reviews',
  component: SelfReviewsRoute,
  parameters: { router: { path: '/reviews/self-review' }, layout: 'padded' },
  beforeEach: () => storySession('employee'),
} satisfies Meta<typeof SelfReviewsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const task = (cycle: string, status: string, dueDate: string, overdue = false) => ({
  id: `task_${cycle}`,
  cycleId: `cycle_${cycle}`,
  cycleName: `${cycle} Annual Review`,
  participantId: `part_${cycle}`,
  employeeId: 'emp_demo_employee',
  employeeName: 'Riley Chen',
  stageId: 'stage_0001',
  stageName: 'Self Review',
  stageType: 'self_review',
  kind: 'SELF',
  type: 'SELF',
  status,
  dueDate,
  rating: null,
  reviewDate: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  overdue,
  recommendationId: null,
});

export const AllSubmitted: Story = {
  parameters: mswOverrides([
    '*/api/me/reviews',
    { data: [task('2026', 'completed', '2026-12-12'), task('2025', 'completed', '2025-12-07')] },
  ]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No self-review is waiting for you right now.'),
    ).toBeInTheDocument();
  },
};

export const NoSelfReviews: Story = {
  parameters: mswOverrides(['*/api/me/reviews', { data: [] }]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('You have no self-reviews yet.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: mswOverrides(['*/api/me/reviews', 'slow']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.queryByText('You have no self-reviews yet.')).not.toBeInTheDocument();
    await expect(
      canvas.queryByText('No self-review is waiting for you right now.'),
    ).not.toBeInTheDocument();
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
