import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import GeneralSettingsRoute from './GeneralSettingsRoute';

const meta = {
  title: 'Settings/General',
  component: GeneralSettingsRoute,
  parameters: { router: { path: '/admin/settings' }, layout: 'padded' },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof GeneralSettingsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByDisplayValue('Acme Robotics'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: mswOverrides(['*/api/organization', 'slow']) };

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

export const TypesUnavailable: Story = {
  parameters: mswOverrides(['*/api/organization-types', 'fail']),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Failed to load organization types',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};
