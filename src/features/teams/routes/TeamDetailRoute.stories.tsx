import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import TeamDetailRoute from './TeamDetailRoute';

const meta = {
  title: 'Admin/Team Detail',
  component: TeamDetailRoute,
  parameters: {
    router: { path: '/admin/teams/:teamId', initialEntries: ['/admin/teams/team_0001'] },
    layout: 'padded',
  },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof TeamDetailRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'View Riley Chen' }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: mswOverrides(['*/api/teams/team_0001', 'slow']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Edit Team' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('table', { name: 'Team members' })).not.toBeInTheDocument();
  },
};

export const NoMembers: Story = {
  parameters: mswOverrides([
    '*/api/teams/team_0001',
    {
      data: {
        id: 'team_0001',
        name: 'New Team',
        description: null,
        isActive: true,
        managers: [],
        manager: null,
        members: [],
        memberCount: 0,
        organizationId: 'org_acme',
        createdAt: '2026-01-01T00:00:00Z',
        updatedAt: '2026-01-01T00:00:00Z',
      },
    },
  ]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No members assigned to this team'),
    ).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: {
    router: { path: '/admin/teams/:teamId', initialEntries: ['/admin/teams/team_missing'] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Team not found')).toBeInTheDocument();
  },
};
