import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import MyCompensationRoute from './MyCompensationRoute';

const meta = {
  title: 'My Compensation/Compensation History',
  component: MyCompensationRoute,
  parameters: { router: { path: '/compensation' }, layout: 'padded' },
  beforeEach: () => storySession('employee'),
} satisfies Meta<typeof MyCompensationRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Employee: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Pay Over Time' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};

export const Manager: Story = { beforeEach: () => storySession('manager') };

export const Empty: Story = {
  parameters: mswOverrides(['*/api/me/compensation', { data: [] }]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No compensation history found.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: mswOverrides(['*/api/me/compensation', 'slow']) };

export const LoadError: Story = {
  parameters: mswOverrides(['*/api/me/compensation', 'fail']),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to fetch compensation history'),
    ).toBeInTheDocument();
  },
};
