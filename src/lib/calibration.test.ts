// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  calibrationDistribution,
  columnOf,
  guidelineRecommendation,
  guidelineTotal,
  levelOf,
  moveErrors,
  nineBoxPlacement,
  proposedTotals,
  recalculateRecommendation,
  scaleRatings,
  targetsError,
  type CalibrationPerson,
} from './calibration';

const scale = { min: 1, max: 5 };
const person = (
  participantId: string,
  rating: number | null,
  proposedIncrease: number | null = null,
): CalibrationPerson => ({ participantId, rating, proposedIncrease, proposedBonus: null });

const people = [
  person('a', 5, 5000),
  person('b', 4, 3000),
  person('c', 4, 2500),
  person('d', 3, 2000),
  person('e', null),
];

describe('calibrationDistribution', () => {
  it('counts every rating of the scale, highest first, with No Rating last', () => {
    const rows = calibrationDistribution(people, scale);
    expect(rows.map((r) => [r.label, r.count])).toEqual([
      ['5', 1],
      ['4', 2],
      ['3', 1],
      ['2', 0],
      ['1', 0],
      ['No Rating', 1],
    ]);
  });

  it('shares are of the rated participants (1 decimal); No Rating has none', () => {
    const rows = calibrationDistribution(people, scale);
    expect(rows.map((r) => r.share)).toEqual([25, 50, 25, 0, 0, null]);
  });

  it('sums the proposed increases per rating', () => {
    const rows = calibrationDistribution(people, scale);
    expect(rows.map((r) => r.proposedIncrease)).toEqual([5000, 5500, 2000, 0, 0, 0]);
  });

  it('counts a rejected recommendation as zero', () => {
    const rejected = { ...person('r', 5, 9000), recommendationStatus: 'rejected' };
    expect(calibrationDistribution([rejected], scale)[0].proposedIncrease).toBe(0);
    expect(proposedTotals([rejected, person('s', 4, 100)]).proposedIncrease).toBe(100);
  });

  it('puts targets beside the actual shares with the difference', () => {
    const targets = [
      { rating: 5, share: 10 },
      { rating: 4, share: 20 },
      { rating: 3, share: 50 },
      { rating: 2, share: 15 },
      { rating: 1, share: 5 },
    ];
    const rows = calibrationDistribution(people, scale, targets);
    expect(rows.slice(0, 5).map((r) => [r.targetShare, r.difference])).toEqual([
      [10, 15],
      [20, 30],
      [50, -25],
      [15, -15],
      [5, -5],
    ]);
    expect(rows[5]).toMatchObject({ targetShare: null, difference: null });
  });

  it('places off-scale ratings in the nearest whole column', () => {
    expect(columnOf(3.5, scale)).toBe(4);
    expect(columnOf(7, scale)).toBe(5);
    expect(columnOf(null, scale)).toBeNull();
    expect(calibrationDistribution([person('x', 3.4)], scale)[2].count).toBe(1);
  });

  it('has no No Rating row when everyone is rated, and zero shares with nobody rated', () => {
    expect(calibrationDistribution(people.slice(0, 4), scale)).toHaveLength(5);
    expect(calibrationDistribution([person('x', null)], scale)[0].share).toBe(0);
  });
});

describe('recalculation after a move', () => {
  it('moves one participant: distribution and budget per rating follow', () => {
    const moved = applyMove(people, 'c', 3);
    expect(people[2].rating).toBe(4);
    const rows = calibrationDistribution(moved, scale);
    expect(rows.map((r) => r.count)).toEqual([1, 1, 2, 0, 0, 1]);
    expect(rows.map((r) => r.share)).toEqual([25, 25, 50, 0, 0, null]);
    expect(rows[1].proposedIncrease).toBe(3000);
    expect(rows[2].proposedIncrease).toBe(4500);
    expect(proposedTotals(moved)).toEqual(proposedTotals(people));
  });

  it('a recalculation changes the amounts and so the totals', () => {
    const moved = applyMove(people, 'e', 4, (_p, rating) => ({ proposedIncrease: rating * 1000 }));
    expect(moved[4]).toMatchObject({ rating: 4, proposedIncrease: 4000 });
    expect(proposedTotals(moved).proposedIncrease).toBe(16500);
    expect(calibrationDistribution(moved, scale)).toHaveLength(5);
  });
});

describe('moveErrors', () => {
  it('needs a whole rating of the scale and a reason', () => {
    expect(moveErrors({ rating: 4, reason: 'Peer feedback' }, scale)).toEqual({});
    expect(moveErrors({ rating: 6, reason: ' ' }, scale)).toEqual({
      rating: 'Rating must be a whole number from 1 to 5',
      reason: 'A reason is required',
    });
    expect(moveErrors({ rating: 2.5, reason: 'x' }, scale).rating).toBeDefined();
    expect(moveErrors({ rating: '3', reason: 'x' }, scale).rating).toBeDefined();
  });

  it('refuses a move to the rating the participant has', () => {
    expect(moveErrors({ rating: 3, reason: 'x', currentRating: 3 }, scale).rating).toBe(
      'The participant already has this rating',
    );
  });
});

describe('targetsError', () => {
  it('accepts none, or ratings of the scale adding up to 100', () => {
    expect(targetsError([], scale)).toBeNull();
    expect(
      targetsError(
        [
          { rating: 5, share: 20 },
          { rating: 3, share: 70 },
          { rating: 1, share: 10 },
        ],
        scale,
      ),
    ).toBeNull();
  });

  it('names the problem', () => {
    expect(targetsError([{ rating: 5, share: 90 }], scale)).toBe(
      'Target shares must add up to 100% (now 90%)',
    );
    expect(
      targetsError(
        [
          { rating: 5, share: 50 },
          { rating: 5, share: 50 },
        ],
        scale,
      ),
    ).toBe('Targets must be for ratings from 1 to 5, once each');
    expect(targetsError([{ rating: 6, share: 100 }], scale)).toMatch(/ratings from 1 to 5/);
    expect(
      targetsError(
        [
          { rating: 5, share: 120 },
          { rating: 4, share: -20 },
        ],
        scale,
      ),
    ).toBe('Each target share must be from 0 to 100');
  });
});

describe('9-box', () => {
  it('splits a scale in thirds', () => {
    expect([1, 2, 3, 4, 5].map((r) => levelOf(r, scale))).toEqual([
      'low',
      'low',
      'medium',
      'high',
      'high',
    ]);
    expect([1, 2, 3].map((r) => levelOf(r, { min: 1, max: 3 }))).toEqual(['low', 'medium', 'high']);
    expect(levelOf(null, scale)).toBeNull();
    expect(levelOf(3, { min: 3, max: 3 })).toBeNull();
  });

  it('places performance × potential with the box name', () => {
    const potential = { min: 1, max: 3 };
    expect(nineBoxPlacement(5, 3, scale, potential)).toEqual({
      performance: 'high',
      potential: 'high',
      name: 'Star',
    });
    expect(nineBoxPlacement(1, 1, scale, potential)?.name).toBe('Talent Risk');
    expect(nineBoxPlacement(3, 2, scale, potential)?.name).toBe('Core Player');
    expect(nineBoxPlacement(null, 2, scale, potential)).toBeNull();
    expect(nineBoxPlacement(3, null, scale, potential)).toBeNull();
  });

  it('lists the scale highest first', () => {
    expect(scaleRatings(scale)).toEqual([5, 4, 3, 2, 1]);
  });
});

describe('guideline-driven recommendation', () => {
  const guideline = {
    ranges: [
      { rating: 4, minPercent: 4, maxPercent: 6, enforcement: 'soft' as const },
      { rating: 3, minPercent: 2, maxPercent: 4, enforcement: 'soft' as const },
    ],
  };
  const at = (rating: number | null, currentSalary: number | null) => ({
    rating,
    currentSalary,
    compaRatio: null,
  });

  it('is the midpoint of the rating’s range, in percent and money', () => {
    expect(guidelineRecommendation(guideline, at(4, 100000))).toMatchObject({
      percent: 5,
      amount: 5000,
    });
    expect(guidelineRecommendation(guideline, at(5, 80000))?.amount).toBe(4000);
    expect(guidelineRecommendation(guideline, at(3, null))).toMatchObject({
      percent: 3,
      amount: null,
    });
    expect(guidelineRecommendation(guideline, at(2, 80000))).toBeNull();
    expect(guidelineRecommendation(guideline, at(null, 80000))).toBeNull();
  });

  it("reads the participant's compa-ratio column of a matrix", () => {
    const matrix = {
      positionBoundaries: [0.9, 1.1],
      ranges: [
        { rating: 4, column: 0, minPercent: 5, midPercent: 6, maxPercent: 7 },
        { rating: 4, column: 1, minPercent: 3, midPercent: 4, maxPercent: 5 },
        { rating: 4, column: 2, minPercent: 1, midPercent: 2, maxPercent: 3 },
      ].map((r) => ({ ...r, enforcement: 'soft' as const })),
    };
    const low = { rating: 4, currentSalary: 100000, compaRatio: 0.85 };
    expect(guidelineRecommendation(matrix, low)?.amount).toBe(6000);
    expect(guidelineRecommendation(matrix, { ...low, compaRatio: 1.2 })?.amount).toBe(2000);
    // No band position: the column holding 1.00.
    expect(guidelineRecommendation(matrix, { ...low, compaRatio: null })?.amount).toBe(4000);
  });

  it('a move changes the guideline total by the difference of the two midpoints', () => {
    const people = [
      {
        participantId: 'a',
        rating: 3,
        currentSalary: 100000,
        compaRatio: null,
        proposedIncrease: 3000,
        proposedBonus: null,
      },
      {
        participantId: 'b',
        rating: 4,
        currentSalary: 50000,
        compaRatio: 0.95,
        proposedIncrease: 2500,
        proposedBonus: null,
      },
    ];
    expect(guidelineTotal(people, guideline)).toBe(5500);
    expect(guidelineTotal(applyMove(people, 'a', 4), guideline)).toBe(7500);
  });
});

describe('recalculateRecommendation (a move and the guideline-driven recommendation)', () => {
  const guideline = {
    ranges: [
      { rating: 5, minPercent: 6, maxPercent: 8, enforcement: 'soft' as const },
      { rating: 4, minPercent: 4, maxPercent: 6, enforcement: 'soft' as const },
      { rating: 3, minPercent: 2, maxPercent: 4, enforcement: 'hard' as const },
    ],
    reviewPeriodStart: '2026-01-01',
    reviewPeriodEnd: '2026-12-31',
  };
  const pending = { status: 'pending_approval', proposedIncrease: 3000, currentSalary: 100000 };
  const hired = (hireDate: string | null) => ({ hireDate, compaRatio: null });

  it('a pending or draft recommendation takes the midpoint of the new rating, to the cent', () => {
    expect(recalculateRecommendation(pending, guideline, 4, hired('2020-03-01'))).toEqual({
      outcome: 'recalculated',
      status: 'pending_approval',
      fromIncrease: 3000,
      toIncrease: 5000,
      fromSalary: 103000,
      toSalary: 105000,
      percent: 5,
      prorated: false,
    });
    const draft = { status: 'draft', proposedIncrease: 900, currentSalary: 81234.56 };
    expect(recalculateRecommendation(draft, guideline, 5, hired(null))).toMatchObject({
      outcome: 'recalculated',
      toIncrease: 5686.42,
      toSalary: 86920.98,
      percent: 7,
    });
    // A move down lowers it.
    expect(recalculateRecommendation(pending, guideline, 3, hired(null))?.toIncrease).toBe(3000);
  });

  it('prorates the range for a hire during the review period, as the form does', () => {
    // Hired 2026-06-10: June to December, 7 of 12 months → 4–6% becomes 2.33–3.5%, midpoint 2.92%.
    expect(recalculateRecommendation(pending, guideline, 4, hired('2026-06-10'))).toMatchObject({
      outcome: 'recalculated',
      percent: 2.92,
      toIncrease: 2920,
      prorated: true,
    });
  });

  it("a move changes the row of a matrix, never the participant's compa-ratio column", () => {
    const matrix = {
      ...guideline,
      positionBoundaries: [0.9, 1.1],
      ranges: [4, 5].flatMap((rating) =>
        [0, 1, 2].map((column) => ({
          rating,
          column,
          // rating 4: 6%, 4%, 2% by column; rating 5: 8%, 6%, 4%.
          minPercent: 0,
          midPercent: rating * 2 - 2 * column - 2,
          maxPercent: 10,
          enforcement: 'soft' as const,
        })),
      ),
    };
    const high = { hireDate: null, compaRatio: 1.15 };
    expect(recalculateRecommendation(pending, matrix, 5, high)).toMatchObject({
      outcome: 'recalculated',
      percent: 4,
      toIncrease: 4000,
    });
    expect(
      recalculateRecommendation(pending, matrix, 4, { hireDate: null, compaRatio: 0.8 }),
    ).toMatchObject({ percent: 6, toIncrease: 6000 });
  });

  it('leaves approved and rejected recommendations as they are', () => {
    for (const status of ['approved', 'rejected']) {
      expect(
        recalculateRecommendation({ ...pending, status }, guideline, 5, hired(null)),
      ).toMatchObject({
        outcome: 'decided',
        status,
        fromIncrease: 3000,
        toIncrease: 3000,
      });
    }
  });

  it('keeps the amount without a range for the rating or without a salary; null without a recommendation', () => {
    expect(recalculateRecommendation(pending, guideline, 2, hired(null))).toMatchObject({
      outcome: 'no_guideline',
      toIncrease: 3000,
      percent: null,
    });
    expect(
      recalculateRecommendation({ ...pending, currentSalary: 0 }, guideline, 4, hired(null)),
    ).toMatchObject({ outcome: 'no_salary', toIncrease: 3000 });
    expect(recalculateRecommendation(null, guideline, 4, hired(null))).toBeNull();
  });
});
