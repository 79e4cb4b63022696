import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { db } from '@mocks/db';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import EmployeeDashboardRoute from './EmployeeDashboardRoute';

const meta = {
  title: 'Dashboard/Employee Dashboard',
  component: EmployeeDashboardRoute,
  parameters: { router: { path: '/dashboard' }, layout: 'padded' },
  beforeEach: () => storySession('employee'),
} satisfies Meta<typeof EmployeeDashboardRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentCycle = () =>
  db.reviewCycles.first(
    (c) =>
      c.organizationId === 'org_acme' && db.reviewStatuses.find(c.statusId)?.name === 'In Progress',
  )!;

// The employee's self review of the cycle in progress is not submitted yet.
export const WithSelfReviewPrompt: Story = {
  play: async ({ canvasElement }) => {
    const prompt = await within(canvasElement).findByRole('alert');
    await expect(prompt).toHaveTextContent('Complete Self-Review');
    await expect(prompt).toHaveTextContent(
      `Your self-review for ${currentCycle().name} is waiting for you. Due `,
    );
    await expect(
      within(prompt).getByRole('link', { name: 'Start Self-Review' }),
    ).toBeInTheDocument();
  },
};

/** Two running cycles with a self review to do: one prompt each, the soonest due first. */
export const SelfReviewsOfTwoCycles: Story = {
  beforeEach: () => {
    const promotion = db.reviewCycles.first(
      (c) =>
        c.organizationId === 'org_acme' && db.reviewStatuses.find(c.statusId)?.name === 'Draft',
    )!;
    const active = db.reviewStatuses.first(
      (s) => s.organizationId === 'org_acme' && s.name === 'Active',
    )!;
    db.reviewCycles.update(promotion.id, { statusId: active.id, endDate: '2027-01-29' });
    db.reviewCycles.update(currentCycle().id, { endDate: '2026-12-18' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('link', { name: 'Start Self-Review' })).toHaveLength(2);
    const prompts = canvas.getAllByRole('alert');
    await expect(prompts[0]).toHaveTextContent(
      `Your self-review for ${currentCycle().name} is waiting for you. Due Dec 18, 2026.`,
    );
    await expect(prompts[1]).toHaveTextContent(/is waiting for you\. Due Jan 29, 2027\./);
  },
};

export const Overdue: Story = {
  beforeEach: () => {
    db.reviewCycles.update(currentCycle().id, { endDate: '2026-01-01' });
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Overdue Reviews')).toBeInTheDocument();
  },
};

export const AllCaughtUp: Story = {
  parameters: mswOverrides(
    ['*/api/me/reviews', { data: [] }],
    ['*/api/review-cycles', { data: [] }],
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/all caught up/)).toBeInTheDocument();
  },
};

export const NewEmployee: Story = {
  parameters: mswOverrides(
    ['*/api/me/reviews', { data: [] }],
    ['*/api/review-cycles', { data: [] }],
    ['*/api/me/compensation', { data: [], level: null, bandPosition: null }],
    ['*/api/employees/:id/performance-history', { data: [] }],
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No reviews yet.')).toBeInTheDocument();
    await expect(canvas.queryByText('Performance Trends')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: mswOverrides(
    ['*/api/me/reviews', 'slow'],
    ['*/api/review-cycles', 'slow'],
    ['*/api/me/compensation', 'slow'],
    ['*/api/employees/:id/performance-history', 'slow'],
    ['*/api/employees/:id', 'slow'],
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Employee Dashboard' }),
    ).toBeInTheDocument();
    // Spec 01: Your Performance's four cards, Your Information and the review and compensation
    // cards are placeholders until their data arrives.
    for (const title of [
      'Current Review Status',
      'Completed Reviews',
      'Performance Rating',
      'Compensation Changes',
      'Your Information',
    ]) {
      for (const region of canvas.getAllByRole('region', { name: title })) {
        await expect(region.querySelector('.MuiSkeleton-root')).toBeInTheDocument();
      }
    }
    await expect(canvas.queryByText('Pending Actions')).not.toBeInTheDocument();
    await expect(canvas.queryByText('No reviews yet.')).not.toBeInTheDocument();
    await expect(canvas.queryByText('No compensation history found.')).not.toBeInTheDocument();
    // The quick actions need no data.
    for (const action of [
      'Complete Self-Review',
      'View Performance',
      'Compensation History',
      'Update Profile',
    ]) {
      await expect(canvas.getByText(action)).toBeInTheDocument();
    }
  },
};

export const LoadError: Story = {
  parameters: mswOverrides(['*/api/me/reviews', 'fail']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error Loading Dashboard')).toBeInTheDocument();
    await expect(canvas.getByText('Failed to fetch dashboard data')).toBeInTheDocument();
  },
};
