import { describe, expect, it } from 'vitest';
import type { Calibration, CalibrationParticipant, MeritGuideline } from '../schema-types.gen';
import { withMove } from './calibration-preview';

const band = { levelId: 'lvl_1', levelName: 'P2', zone: null, currency: 'USD' };
const position = (salary: number, compaRatio: number, rangePenetration: number) => ({
  ...band,
  min: 80_000,
  mid: 100_000,
  max: 120_000,
  salary,
  compaRatio,
  rangePenetration,
  status: 'in_range' as const,
});

const ada: CalibrationParticipant = {
  participantId: 'par_ada',
  employeeId: 'emp_ada',
  employeeName: 'Ada Lovelace',
  teamName: 'Platform',
  position: 'Engineer',
  managerId: null,
  rating: 3,
  originalRating: 3,
  potential: null,
  nineBox: null,
  currentSalary: 90_000,
  recommendationStatus: 'pending_approval',
  proposedIncrease: 2_700,
  increasePercent: 3,
  proposedBonus: 0,
  hireDate: '2020-01-06',
  bandBefore: position(90_000, 0.9, 0.25),
  bandAfter: position(92_700, 0.927, 0.3175),
  compaRatio: 0.9,
};

const view = {
  ratingMetric: { id: 'm1', name: 'Overall Rating', minValue: 1, maxValue: 5 },
  targets: [],
  totals: {
    participantCount: 1,
    proposedIncrease: 2_700,
    proposedBonus: 0,
    increaseBudget: null,
    bonusBudget: null,
  },
  participants: [ada],
} as unknown as Calibration;

const guideline: MeritGuideline = {
  cycleId: 'c1',
  positionBoundaries: [],
  ranges: [
    { rating: 4, column: 0, minPercent: 4, midPercent: 5, maxPercent: 6, enforcement: 'soft' },
    { rating: 3, column: 0, minPercent: 2, midPercent: 3, maxPercent: 4, enforcement: 'soft' },
  ],
  overBudgetPolicy: 'soft',
  reviewPeriodStart: '2026-01-01',
  reviewPeriodEnd: '2026-12-31',
  updatedAt: null,
};

describe('withMove: the preview of a calibration move', () => {
  it('re-prices the raise at the new rating’s midpoint and moves the compa-ratio after with it', () => {
    const moved = withMove(view, { participantId: 'par_ada', rating: 4, reason: 'x' }, guideline);
    const [after] = moved.participants;
    // 5% of 90,000 = 4,500: 94,500 on the 80k / 100k / 120k band.
    expect(after!.proposedIncrease).toBe(4_500);
    expect(after!.bandAfter).toMatchObject({ salary: 94_500, compaRatio: 0.945 });
    expect(after!.bandAfter?.rangePenetration).toBeCloseTo(0.3625, 4);
    expect(after!.bandBefore).toEqual(ada.bandBefore);
  });
});
