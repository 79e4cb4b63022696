import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storySession } from '@/test/story-session';
import DashboardSwitch from './DashboardSwitch';

const meta = {
  title: 'App/Dashboard switch',
  component: DashboardSwitch,
  parameters: { router: { path: '/dashboard' }, layout: 'padded' },
} satisfies Meta<typeof DashboardSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = { beforeEach: () => storySession('admin') };
export const Manager: Story = { beforeEach: () => storySession('manager') };
export const Employee: Story = { beforeEach: () => storySession('employee') };

export const RoleNotConfigured: Story = {
  beforeEach: () => {
    const cleanup = storySession('employee');
    const user = JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('user', JSON.stringify({ ...user, role: 'auditor' }));
    return cleanup;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Your role is not yet configured. Please contact your administrator.'),
    ).toBeInTheDocument();
  },
};

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please log in to access your dashboard.')).toBeInTheDocument();
  },
};
