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

/** The sidebar's links of a role (name and target) and the admin links it must not offer. */
async function expectNavigation(
  canvasElement: HTMLElement,
  links: Record<string, string>,
  absent: string[],
) {
  const canvas = within(canvasElement);
  for (const [name, href] of Object.entries(links)) {
    await expect((await canvas.findAllByRole('link', { name }))[0]).toHaveAttribute('href', href);
  }
  for (const name of absent) {
    await expect(canvas.queryAllByRole('link', { name })).toHaveLength(0);
  }
  await expect(canvas.getAllByRole('button', { name: 'Logout' })[0]).toBeInTheDocument();
  await expect(canvas.getByRole('heading', { level: 1, name: 'Page content' })).toBeInTheDocument();
}

const ADMIN_ONLY = [
  'Review Cycles',
  'Teams',
  'Employees',
  'Levels & Bands',
  'Users',
  'Settings',
  'System Utilities',
];

export const Admin: Story = {
  parameters: { router: { path: '/admin' } },
  beforeEach: () => storySession('admin'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: 'System Utilities' })[0]).toHaveAttribute(
      'href',
      '/admin/utilities',
    );
    // Levels and pay bands sit with the people records.
    await expect(canvas.getAllByRole('link', { name: 'Levels & Bands' })[0]).toHaveAttribute(
      'href',
      '/admin/levels',
    );
  },
};

export const Manager: Story = {
  parameters: { router: { path: '/manager/dashboard' } },
  beforeEach: () => storySession('manager'),
  play: async ({ canvasElement }) => {
    // Spec 01: the manager's sidebar.
    await expectNavigation(
      canvasElement,
      {
        Dashboard: '/manager/dashboard',
        'My Team': '/manager/team',
        Reviews: '/manager/reviews',
        'My Profile': '/manager/profile',
      },
      ADMIN_ONLY,
    );
  },
};

export const Employee: Story = {
  parameters: { router: { path: '/dashboard' } },
  beforeEach: () => storySession('employee'),
  play: async ({ canvasElement }) => {
    await expectNavigation(
      canvasElement,
      {
        Dashboard: '/dashboard',
        'My Team': '/team',
        'Self Review': '/reviews/self-review',
        Performance: '/performance',
        Compensation: '/compensation',
        'My Profile': '/profile',
      },
      [...ADMIN_ONLY, 'Reviews'],
    );
  },
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
