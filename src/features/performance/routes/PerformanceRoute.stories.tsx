import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mswOverrides } from '@/test/story-overrides';
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

export const Manager: Story = { beforeEach: () => storySession('manager') };

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
};

export const LoadError: Story = {
  parameters: mswOverrides(['*/api/employees/:id/performance-history', 'fail']),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to fetch performance history'),
    ).toBeInTheDocument();
  },
};
