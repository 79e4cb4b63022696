import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { handlers } from '@mocks/handlers/index';
import { storySession } from '@/test/story-session';
import { RequireAuth } from './RequireAuth';

const meta = {
  title: 'App/Route guard',
  component: RequireAuth,
  args: { children: <Typography variant="h1">Protected page</Typography> },
  parameters: { router: { path: '/admin/users' } },
} satisfies Meta<typeof RequireAuth>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Validating: Story = {
  beforeEach: () => storySession('admin'),
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/auth/validate-session', async () => {
          await delay(30_000);
          return HttpResponse.json({ valid: true });
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
  },
};

export const Allowed: Story = {
  args: { roles: ['admin'] },
  beforeEach: () => storySession('admin'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Protected page')).toBeInTheDocument();
  },
};

export const AccessDenied: Story = {
  args: { roles: ['admin'] },
  beforeEach: () => storySession('employee'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    await expect(
      canvas.getByText('Required roles: admin. Your role: employee.'),
    ).toBeInTheDocument();
  },
};
