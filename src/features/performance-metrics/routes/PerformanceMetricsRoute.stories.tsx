import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import PerformanceMetricsRoute from './PerformanceMetricsRoute';

const meta = {
  title: 'Settings/Performance Metrics',
  component: PerformanceMetricsRoute,
  parameters: { router: { path: '/admin/settings/performance-metrics' }, layout: 'padded' },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof PerformanceMetricsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Overall Rating')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: mswOverrides(['*/api/performance-metrics', 'slow']),
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', {
      name: 'Performance metrics',
      busy: true,
    });
    await expect(within(table).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    // Only the header and the loading row: no data rows, no empty text yet.
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(
      within(table).queryByText('No performance metrics found.'),
    ).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: mswOverrides(['*/api/performance-metrics', []]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No performance metrics found.'),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: mswOverrides(['*/api/performance-metrics', 'fail']),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to fetch metrics', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};
