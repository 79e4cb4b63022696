import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { withStageDefaults } from '@/lib/review-stages';
import { storySession } from '@/test/story-session';
import { db } from '@mocks/db';
import { handlers } from '@mocks/handlers/index';
import { ACME_ORG_ID } from '@mocks/seed/accounts';
import ReviewStagesRoute from './ReviewStagesRoute';

const meta = {
  title: 'Settings/Review Stages',
  component: ReviewStagesRoute,
  parameters: { router: { path: paths.admin.settings.reviewStages.path }, layout: 'padded' },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof ReviewStagesRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const withHandlers = (...overrides: Parameters<typeof http.get>[]) => ({
  msw: { handlers: [...overrides.map((args) => http.get(...args)), ...handlers] },
});

/** The admin's stages (the only role that opens this screen). */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Edit Manager Review' }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: withHandlers([
    '*/api/review-stages',
    async () => {
      await delay(30_000);
      return HttpResponse.json({ data: [] });
    },
  ]),
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', {
      name: 'Review stages',
      busy: true,
    });
    await expect(within(table).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    // Only the header and the loading row: no data rows, no empty text yet.
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(within(table).queryByText('No stages found.')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { mockScenario: 'empty' },
  // A new organization starts with two stages and a workflow running them; this one deleted them.
  beforeEach: () => {
    db.workflowStepTemplates.removeWhere(() => true);
    db.workflowTemplates.removeWhere(() => true);
    db.reviewStages.removeWhere(() => true);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No stages found.')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: withHandlers(['*/api/review-stages', () => new HttpResponse(null, { status: 500 })]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to fetch stages'),
    ).toBeInTheDocument();
  },
};

export const AddStageErrors: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Add New Stage' }));
    await userEvent.click(await page.findByRole('button', { name: 'Add Stage' }));
    await expect(await page.findByText('Name is required')).toBeInTheDocument();
    await expect(page.getByText('Type is required')).toBeInTheDocument();
  },
};

export const EditManagerReview: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Edit Manager Review' }));
    await expect(await page.findByText('Compensation Configuration')).toBeInTheDocument();
    await expect(await page.findByRole('checkbox', { name: 'Overall Rating' })).toBeChecked();
  },
};

export const EditPeerReview: Story = {
  beforeEach: () => {
    db.reviewStages.insert({
      id: 'stage_story_peer',
      organizationId: ACME_ORG_ID,
      name: 'Peer Feedback',
      description: '',
      type: 'peer_review',
      order: 3,
      requiresManagerApproval: false,
      settings: { ...withStageDefaults({}), selectedMetrics: [] },
      createdAt: '2026-01-05T09:00:00.000Z',
      updatedAt: '2026-01-05T09:00:00.000Z',
    });
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Edit Peer Feedback' }));
    await expect(
      await page.findByRole('spinbutton', { name: 'Minimum Peers Required' }),
    ).toHaveValue(2);
    await expect(page.getByRole('spinbutton', { name: 'Maximum Peers Allowed' })).toHaveValue(5);
  },
};

export const MetricsLoading: Story = {
  parameters: withHandlers([
    '*/api/performance-metrics',
    async () => {
      await delay(30_000);
      return HttpResponse.json([]);
    },
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Add New Stage' }));
    await expect(await page.findByText('Loading available metrics...')).toBeInTheDocument();
  },
};

export const NoMetrics: Story = {
  parameters: withHandlers(['*/api/performance-metrics', () => HttpResponse.json([])]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Add New Stage' }));
    await expect(
      await page.findByText('No performance metrics available. Create some metrics first.'),
    ).toBeInTheDocument();
  },
};
