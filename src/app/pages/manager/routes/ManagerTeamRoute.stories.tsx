import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import ManagerTeamRoute from './ManagerTeamRoute';

const meta = {
  title: 'Manager/My Team',
  component: ManagerTeamRoute,
  parameters: { router: { path: '/manager/team' }, layout: 'padded' },
  beforeEach: () => storySession('manager'),
} satisfies Meta<typeof ManagerTeamRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Riley Chen', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: mswOverrides(['*/api/manager/team', 'slow']),
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', {
      name: 'Direct reports',
      busy: true,
    });
    await expect(within(table).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    // Only the header and the loading row: no data rows, no empty text yet.
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(within(table).queryByText('No direct reports found.')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: mswOverrides(['*/api/manager/team', { data: [] }]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No direct reports found.'),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: mswOverrides(['*/api/manager/team', 'fail']),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to fetch team members'),
    ).toBeInTheDocument();
  },
};
