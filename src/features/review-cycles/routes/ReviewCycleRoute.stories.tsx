import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { storySession } from '@/test/story-session';
import { handlers } from '@mocks/handlers/index';
import ReviewCycleRoute from './ReviewCycleRoute';

const CYCLE = '*/api/review-cycles/:id';

const meta = {
  title: 'Review Cycles/Detail',
  component: ReviewCycleRoute,
  parameters: {
    router: {
      path: paths.reviewCycle.path,
      // The demo's in-progress annual review (seeded ids are stable).
      initialEntries: [paths.reviewCycle.getHref('cycle_0004')],
    },
    layout: 'padded',
  },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof ReviewCycleRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Admin: stat cards, Review and Approval Process panels, the participants table (50 a page: Riley is found by searching). */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    // Text queries: role queries over a 50-row table are slow in jsdom.
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Review Process', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await userEvent.type(await canvas.findByPlaceholderText('Search participants'), 'Riley');
    await expect(
      await canvas.findByText('Riley Chen', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

/** Manager: Direct Reports, Pending Reviews, Completed Reviews and their reports. */
export const Manager: Story = {
  beforeEach: () => storySession('manager'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Direct Reports' })).toBeInTheDocument();
    await expect(await canvas.findByRole('table', { name: 'Direct reports' })).toBeInTheDocument();
  },
};

/** Employee: Current Stage, Review Status, their self review and feedback. */
export const Employee: Story = {
  beforeEach: () => storySession('employee'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Current Stage' })).toBeInTheDocument();
    await expect(
      await canvas.findByRole('region', { name: 'Feedback Received' }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(CYCLE, async () => {
          await delay(30_000);
          return new HttpResponse(null, { status: 404 });
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.queryByText('Review Process')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [http.get(CYCLE, () => new HttpResponse(null, { status: 500 })), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to fetch review cycle details'),
    ).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: {
    router: {
      path: paths.reviewCycle.path,
      initialEntries: [paths.reviewCycle.getHref('cycle_9999')],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No review cycle found'),
    ).toBeInTheDocument();
  },
};
