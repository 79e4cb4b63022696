import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { storySession } from '@/test/story-session';
import { db } from '@mocks/db';
import { mswOverrides } from '@/test/story-overrides';
import CycleReportsRoute from './CycleReportsRoute';

const REPORT = '*/api/review-cycles/:cycleId/report';
// The demo's in-progress annual review and its 2023 review, which has no participants (seeded ids
// are stable).
const CYCLE_ID = 'cycle_0004';
const EMPTY_CYCLE_ID = 'cycle_0001';

const meta = {
  title: 'Review Cycles/Reports',
  component: CycleReportsRoute,
  parameters: {
    router: {
      path: paths.admin.reviewCycleReports.path,
      initialEntries: [paths.admin.reviewCycleReports.getHref(CYCLE_ID)],
    },
    layout: 'padded',
  },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof CycleReportsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The annual review cut to its first 8 participants with a recommendation (jsdom renders a short table quicker). */
function shortCycle() {
  const keep = new Set(
    db.recommendations
      .where((r) => r.cycleId === CYCLE_ID)
      .slice(0, 8)
      .map((r) => r.participantId),
  );
  db.participants.removeWhere((p) => p.cycleId === CYCLE_ID && !keep.has(p.id));
  db.recommendations.removeWhere((r) => r.cycleId === CYCLE_ID && !keep.has(r.participantId));
}

/** Every report of the annual review, each chart with its table, and the results. */
export const Filled: Story = {
  beforeEach: () => {
    shortCycle();
    return storySession('admin');
  },
  play: async ({ canvasElement }) => {
    // Label and text queries: role queries over the 64-row results are slow in jsdom.
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Increase budget by team')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Increase % by rating')).toBeInTheDocument();
    // The section and its table (an empty section has no table).
    await expect(canvas.getAllByLabelText('Approvals Pending by Approver')).toHaveLength(2);
    await expect(canvas.getByText('Total Bonus')).toBeInTheDocument();
    // The seeded levels put every participant with a salary in a band.
    // The table and its scroll box.
    await expect(canvas.getAllByLabelText('Compa-Ratio by Team table')).toHaveLength(2);
    await expect(canvas.getAllByLabelText('Compa-Ratio by Rating table')).toHaveLength(2);
    await expect(canvas.getByText('Export CSV').closest('button')).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: mswOverrides([REPORT, 'slow']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.queryByLabelText('Increase budget by team')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Export CSV')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: mswOverrides([REPORT, 'fail']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load the cycle report')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

/** A cycle without participants: nothing to chart or export yet. */
export const Empty: Story = {
  parameters: {
    router: {
      path: paths.admin.reviewCycleReports.path,
      initialEntries: [paths.admin.reviewCycleReports.getHref(EMPTY_CYCLE_ID)],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/No participants in this cycle yet/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const NotFound: Story = {
  parameters: {
    router: {
      path: paths.admin.reviewCycleReports.path,
      initialEntries: [paths.admin.reviewCycleReports.getHref('cycle_9999')],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No review cycle found'),
    ).toBeInTheDocument();
  },
};
