import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import TeamsRoute from './TeamsRoute';

const meta = {
  title: 'Admin/Teams',
  component: TeamsRoute,
  parameters: { router: { path: '/admin/teams' }, layout: 'padded' },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof TeamsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Platform Engineering' }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: mswOverrides(['*/api/teams', 'slow']) };

export const Empty: Story = {
  parameters: mswOverrides(['*/api/teams', { data: [] }]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'No teams found. Click "Add Team" to create your first team.',
      ),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: mswOverrides(['*/api/teams', 'fail']),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to fetch teams', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};
