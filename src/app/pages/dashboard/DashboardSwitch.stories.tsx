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

/** The role's dashboard (its heading and a section only it has), and not the others'. */
async function expectDashboard(canvasElement: HTMLElement, title: string, section: string) {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 }),
  ).toBeInTheDocument();
  await expect(await canvas.findByRole('region', { name: section })).toBeInTheDocument();
  for (const other of ['Admin Dashboard', 'Manager Dashboard', 'Employee Dashboard']) {
    if (other !== title) {
      await expect(canvas.queryByRole('heading', { name: other })).not.toBeInTheDocument();
    }
  }
}

export const Admin: Story = {
  beforeEach: () => storySession('admin'),
  play: async ({ canvasElement }) => {
    await expectDashboard(canvasElement, 'Admin Dashboard', 'Key Metrics');
  },
};

export const Manager: Story = {
  beforeEach: () => storySession('manager'),
  play: async ({ canvasElement }) => {
    await expectDashboard(canvasElement, 'Manager Dashboard', 'Team Approvals Pending');
  },
};

export const Employee: Story = {
  beforeEach: () => storySession('employee'),
  play: async ({ canvasElement }) => {
    await expectDashboard(canvasElement, 'Employee Dashboard', 'Your Information');
  },
};

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
