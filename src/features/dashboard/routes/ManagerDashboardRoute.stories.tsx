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
