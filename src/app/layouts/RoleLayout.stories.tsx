import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storySession } from '@/test/story-session';
import { RoleLayout } from './RoleLayout';

const meta = {
  title: 'App/Shell',
  component: RoleLayout,
  args: {
    children: (
      <Typography variant="h1" component="h1">
        Page content
      </Typography>
    ),
  },
} satisfies Meta<typeof RoleLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  parameters: { router: { path: '/admin' } },
  beforeEach: () => storySession('admin'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: 'System Utilities' })[0]).toHaveAttribute(
      'href',
      '/admin/utilities',
    );
  },
};

export const Manager: Story = {
  parameters: { router: { path: '/manager/dashboard' } },
  beforeEach: () => storySession('manager'),
};

export const Employee: Story = {
  parameters: { router: { path: '/dashboard' } },
  beforeEach: () => storySession('employee'),
};

export const MobileDrawerOpen: Story = {
  parameters: { router: { path: '/dashboard' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: () => storySession('employee'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('button', { name: 'Close navigation' })).toBeInTheDocument();
  },
};
