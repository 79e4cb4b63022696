import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { CalibrationParticipant } from '@/api/resources/calibration';
import { ParticipantCard } from './ParticipantCard';

/** A band of 80,000 / 100,000 / 120,000 USD (the figures worked by hand). */
function at(salary: number): NonNullable<CalibrationParticipant['bandBefore']> {
  return {
    levelId: 'lvl_p2',
    levelName: 'P2 Professional',
    zone: null,
    currency: 'USD',
    min: 80_000,
    mid: 100_000,
    max: 120_000,
    salary,
    compaRatio: salary / 100_000,
    rangePenetration: (salary - 80_000) / 40_000,
    status: salary < 80_000 ? 'below_min' : salary > 120_000 ? 'above_max' : 'in_range',
  };
}

const ADA: CalibrationParticipant = {
  participantId: 'par_ada',
  employeeId: 'emp_ada',
  employeeName: 'Ada Lovelace',
  teamName: 'Platform',
  position: 'Engineer',
  managerId: 'emp_mgr',
  rating: 4,
  originalRating: 4,
  potential: null,
  nineBox: null,
  currentSalary: 90_000,
  recommendationStatus: 'pending_approval',
  proposedIncrease: 4_500,
  increasePercent: 5,
  proposedBonus: 0,
  hireDate: '2021-06-14',
  bandBefore: at(90_000),
  bandAfter: at(94_500),
  compaRatio: 0.9,
};

const meta = {
  title: 'Review Cycles/Calibration/Participant Card',
  component: ParticipantCard,
  args: { participant: ADA, currency: 'USD', targets: [5, 3], onMove: fn() },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
} satisfies Meta<typeof ParticipantCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In range before and after: the two compa-ratios, no flag. */
export const InRange: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('+$4,500.00 (5.0%)')).toBeInTheDocument();
    await expect(card.getByText('Compa 0.90 → 0.95')).toBeInTheDocument();
    await expect(card.queryByText(/minimum|maximum/)).toBeNull();
  },
};

/** Under the minimum now; the raise leaves them under it still: flagged. */
export const BelowMinimum: Story = {
  args: {
    participant: { ...ADA, currentSalary: 72_000, bandBefore: at(72_000), bandAfter: at(75_600) },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Compa 0.72 → 0.76')).toBeInTheDocument();
    await expect(card.getByText('Below minimum')).toBeInTheDocument();
  },
};

/** The raise takes the salary over the maximum: flagged for a lump sum instead. */
export const AboveMaximumAfter: Story = {
  args: {
    participant: {
      ...ADA,
      currentSalary: 118_000,
      bandBefore: at(118_000),
      bandAfter: at(126_000),
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Compa 1.18 → 1.26')).toBeInTheDocument();
    await expect(card.getByText('Above maximum')).toBeInTheDocument();
  },
};

/** No recommendation yet: the compa-ratio now, with its flag. */
export const NoRecommendation: Story = {
  args: {
    participant: {
      ...ADA,
      recommendationStatus: null,
      proposedIncrease: null,
      increasePercent: null,
      bandBefore: at(78_000),
      bandAfter: null,
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('No recommendation')).toBeInTheDocument();
    await expect(card.getByText('Compa 0.78')).toBeInTheDocument();
    await expect(card.getByText('Below minimum')).toBeInTheDocument();
  },
};

/** Without a level (or a band in the salary's currency): no compa line at all. */
export const NoBand: Story = {
  args: { participant: { ...ADA, bandBefore: null, bandAfter: null } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Ada Lovelace')).toBeInTheDocument();
    await expect(card.queryByText(/^Compa/)).toBeNull();
  },
};

/** The viewer's own record: marked, with no move (the server refuses a move of oneself). */
export const OwnRecord: Story = {
  args: { own: true, targets: [] },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(
      card.getByTitle('You cannot change a recommendation about yourself'),
    ).toHaveTextContent('You');
    await expect(card.queryByRole('button', { name: 'Move Ada Lovelace' })).not.toBeInTheDocument();
  },
};
