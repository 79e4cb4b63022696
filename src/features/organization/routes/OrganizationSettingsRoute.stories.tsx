import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import OrganizationSettingsRoute from './OrganizationSettingsRoute';

const meta = {
  title: 'Settings/Organization',
  component: OrganizationSettingsRoute,
  parameters: { router: { path: '/admin/settings/organization' }, layout: 'padded' },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof OrganizationSettingsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByDisplayValue('acme-robotics.com'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: mswOverrides(['*/api/organization', 'slow']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.queryByDisplayValue('acme-robotics.com')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: mswOverrides(['*/api/organization', 'fail']),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Failed to fetch organization details',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};
