import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import ManagerDashboardRoute from './ManagerDashboardRoute';

const meta = {
  title: 'Dashboard/Manager Dashboard',
  component: ManagerDashboardRoute,
  parameters: { router: { path: '/manager/dashboard' }, layout: 'padded' },
  beforeEach: () => storySession('manager'),
} satisfies Meta<typeof ManagerDashboardRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('list', { name: 'Team approvals pending' }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: mswOverrides(
    ['*/api/manager/summary', 'slow'],
    ['*/api/review-cycles/pending-approvals', 'slow'],
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Manager Dashboard' }),
    ).toBeInTheDocument();
    // Spec 01: the Team Overview cards, each a placeholder until the summary arrives.
    for (const title of [
      'Team Members',
      'Active Reviews',
      'Completed Reviews',
      'Pending Approvals',
    ]) {
      const card = canvas.getByRole('region', { name: title });
      await expect(card.querySelector('.MuiSkeleton-root')).toBeInTheDocument();
    }
    const queue = canvas.getByRole('region', { name: 'Team Approvals Pending' });
    await expect(queue.querySelector('.MuiSkeleton-root')).toBeInTheDocument();
    await expect(
      within(queue).queryByText('No approvals are waiting for you.'),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  },
};

export const NoApprovalsWaiting: Story = {
  parameters: mswOverrides(['*/api/review-cycles/pending-approvals', { data: [] }]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No approvals are waiting for you.'),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: mswOverrides(['*/api/manager/summary', 'fail']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error Loading Dashboard')).toBeInTheDocument();
    await expect(canvas.getByText('Failed to fetch dashboard data')).toBeInTheDocument();
  },
};

export const ApprovalsError: Story = {
  parameters: mswOverrides(['*/api/review-cycles/pending-approvals', 'fail']),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to fetch pending approvals'),
    ).toBeInTheDocument();
  },
};
