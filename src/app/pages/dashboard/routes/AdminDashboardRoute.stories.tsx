import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import AdminDashboardRoute from './AdminDashboardRoute';

const meta = {
  title: 'Dashboard/Admin Dashboard',
  component: AdminDashboardRoute,
  parameters: { router: { path: '/admin' }, layout: 'padded' },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof AdminDashboardRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('High Pending Approvals')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Pending Approvals' })).toHaveAttribute(
      'data-color',
      'warning',
    );
  },
};

export const Loading: Story = {
  parameters: mswOverrides(
    ['*/api/dashboard/admin-summary', 'slow'],
    ['*/api/review-cycles', 'slow'],
    ['*/api/review-cycles/pending-approvals', 'slow'],
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Admin Dashboard' }),
    ).toBeInTheDocument();
    // Spec 01: the four Key Metrics, each a placeholder until the summary arrives.
    for (const title of ['Total Users', 'Teams', 'Active Review Cycles', 'Pending Approvals']) {
      const card = canvas.getByRole('region', { name: title });
      await expect(card.querySelector('.MuiSkeleton-root')).toBeInTheDocument();
    }
    const queue = canvas.getByRole('region', { name: 'Organization Approvals Pending' });
    await expect(within(queue).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    // The quick actions need no data; the recent cycles wait for theirs.
    for (const action of ['Create Review Cycle', 'Add New User', 'Create Team', 'Open Settings']) {
      await expect(canvas.getByText(action)).toBeInTheDocument();
    }
    await expect(canvas.queryByText('Recent Review Cycles')).not.toBeInTheDocument();
    await expect(canvas.queryByText('No review cycles found')).not.toBeInTheDocument();
  },
};

export const NoReviewCycles: Story = {
  parameters: mswOverrides(
    ['*/api/review-cycles', { data: [] }],
    ['*/api/review-cycles/pending-approvals', { data: [] }],
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No review cycles found')).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Create First Review Cycle' }),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: mswOverrides(['*/api/dashboard/admin-summary', 'fail']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Error Loading Dashboard', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};
