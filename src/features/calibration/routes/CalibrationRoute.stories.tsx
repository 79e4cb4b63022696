import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import { db } from '@mocks/db';
import { DEMO_EMPLOYEE } from '@mocks/seed/accounts';
import { pinBand } from '@mocks/test/band-fixture';
import type { Calibration } from '@/api/resources/calibration';
import CalibrationRoute from './CalibrationRoute';

/** The demo's in-progress annual review (seeded ids are stable). */
const CYCLE_ID = 'cycle_0004';
const CALIBRATION = '*/api/review-cycles/:cycleId/calibration';

const EMPTY: Calibration = {
  cycleId: CYCLE_ID,
  cycleName: '2026 Annual Review',
  currency: 'USD',
  locked: false,
  lockedAt: null,
  lockedByName: null,
  ratingMetric: { id: 'metric_0001', name: 'Overall Rating', minValue: 1, maxValue: 5 },
  potentialMetric: null,
  targets: [],
  distribution: [],
  totals: {
    participantCount: 0,
    proposedIncrease: 0,
    proposedBonus: 0,
    increaseBudget: 450000,
    bonusBudget: 150000,
  },
  participants: [],
  history: [],
};

const meta = {
  title: 'Review Cycles/Calibration',
  component: CalibrationRoute,
  parameters: {
    router: {
      path: paths.reviewCycleCalibration.path,
      initialEntries: [paths.reviewCycleCalibration.getHref(CYCLE_ID)],
    },
    layout: 'padded',
  },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof CalibrationRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Admin: budget impact, distribution, rating columns with Move menus, targets and lock. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('region', { name: 'Participants by Rating' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Distribution by rating' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Lock Calibration' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Move / }).length).toBeGreaterThan(0);
  },
};

/**
 * Each card shows the compa-ratio before → after the recommendation, flagged outside the
 * band. Riley Chen on a band of 80,000 / 100,000 / 120,000: 90,000 + 15,000 is 0.90 → 1.05.
 */
export const CompaOnCards: Story = {
  beforeEach: () => {
    pinBand('pending_approval', { employeeId: DEMO_EMPLOYEE.employeeId });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const board = await canvas.findByRole('region', { name: 'Participants by Rating' });
    const riley = within(board).getByText('Riley Chen').closest('[data-rfd-draggable-id]');
    await expect(riley).toHaveTextContent('Compa 0.90 → 1.05');
    await expect(within(board).getAllByText(/^Compa \d\.\d\d/).length).toBeGreaterThan(10);
    await expect(within(board).getAllByText('Below minimum').length).toBeGreaterThan(0);
  },
};

/** The demo's Potential metric places every rated participant in the 9-box; all nine boxes have people. */
export const NineBox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('region', { name: '9-box grid' });
    const boxes = within(grid).getAllByRole('heading', { level: 4 });
    await expect(boxes.map((box) => box.textContent?.replace(/ \(\d+\)$/, ''))).toEqual([
      'Rough Diamond',
      'Future Star',
      'Star',
      'Inconsistent Player',
      'Core Player',
      'High Performer',
      'Talent Risk',
      'Effective Employee',
      'Trusted Professional',
    ]);
    for (const box of boxes) await expect(box.textContent).not.toMatch(/\(0\)$/);
    await expect(within(grid).getByText('Potential: High')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: mswOverrides([CALIBRATION, 'slow']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading calibration...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: mswOverrides([CALIBRATION, { data: EMPTY }]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No participants to calibrate in this cycle.'),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: mswOverrides([CALIBRATION, 'fail']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  },
};

/** Locked by an admin: no Move menus, an explanation and Unlock. */
export const Locked: Story = {
  beforeEach: () => {
    db.calibrationSettings.insert({
      organizationId: db.reviewCycles.find(CYCLE_ID)!.organizationId,
      cycleId: CYCLE_ID,
      locked: true,
      lockedAt: new Date().toISOString(),
      lockedByName: 'Morgan Lee',
      targets: [
        { rating: 5, share: 10 },
        { rating: 4, share: 25 },
        { rating: 3, share: 50 },
        { rating: 2, share: 10 },
        { rating: 1, share: 5 },
      ],
      updatedAt: new Date().toISOString(),
    });
    return storySession('admin');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/Calibration is locked by Morgan Lee/),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Unlock Calibration' })).toBeInTheDocument();
    await expect(canvas.queryAllByRole('button', { name: /^Move / })).toHaveLength(0);
  },
};

/** Manager: their direct reports only; no targets or lock. */
export const Manager: Story = {
  beforeEach: () => storySession('manager'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Your direct reports in this cycle/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Lock Calibration' })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^Move / }).length).toBeGreaterThan(0);
  },
};
