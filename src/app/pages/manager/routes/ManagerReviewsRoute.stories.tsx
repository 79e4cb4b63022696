import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { db } from '@mocks/db';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import ManagerReviewsRoute from './ManagerReviewsRoute';

const meta = {
  title: 'Manager/Reviews',
  component: ManagerReviewsRoute,
  parameters: { router: { path: '/manager/reviews' }, layout: 'padded' },
  beforeEach: () => storySession('manager'),
} satisfies Meta<typeof ManagerReviewsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: /^To Do \(\d+\)$/ },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};

export const Overdue: Story = {
  beforeEach: () => {
    const cycle = db.reviewCycles.first(
      (c) =>
        c.organizationId === 'org_acme' &&
        db.reviewStatuses.find(c.statusId)?.name === 'In Progress',
    )!;
    db.reviewCycles.update(cycle.id, { endDate: '2026-01-01' });
  },
  play: async ({ canvasElement }) => {
    await expect(
      (await within(canvasElement).findAllByText('Overdue', {}, { timeout: 10_000 })).length,
    ).toBeGreaterThan(0);
  },
};

export const NothingToDo: Story = {
  parameters: mswOverrides(['*/api/me/reviews', { data: [] }]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nothing to review right now.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: mswOverrides(['*/api/me/reviews', 'slow']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The counts wait for the data; both tables are busy.
    await expect(await canvas.findByRole('heading', { name: 'To Do (…)' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Completed (…)' })).toBeInTheDocument();
    for (const name of ['Reviews to do', 'Completed reviews']) {
      const table = canvas.getByRole('table', { name, busy: true });
      await expect(within(table).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    }
    await expect(canvas.queryByText('Nothing to review right now.')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: mswOverrides(['*/api/me/reviews', 'fail']),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to fetch reviews'),
    ).toBeInTheDocument();
  },
};
