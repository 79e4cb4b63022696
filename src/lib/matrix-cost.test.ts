// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { againstBudget, assumedRating, matrixCost, type CostPerson } from './matrix-cost';

// Three columns (below 0.90, 0.90–1.10, above 1.10), ratings 3 and 4, a calendar-year period.
const matrix = {
  positionBoundaries: [0.9, 1.1],
  ranges: [
    { rating: 4, column: 0, minPercent: 5, midPercent: 6, maxPercent: 7 },
    { rating: 4, column: 1, minPercent: 3, midPercent: 4, maxPercent: 5 },
    { rating: 4, column: 2, minPercent: 1, midPercent: 2, maxPercent: 3 },
    { rating: 3, column: 0, minPercent: 3, midPercent: 4, maxPercent: 5 },
    { rating: 3, column: 1, minPercent: 2, midPercent: 3, maxPercent: 4 },
    { rating: 3, column: 2, minPercent: 0, midPercent: 1, maxPercent: 2 },
  ].map((r) => ({ ...r, enforcement: 'soft' as const })),
  reviewPeriodStart: '2026-01-01',
  reviewPeriodEnd: '2026-12-31',
};

const person = (over: Partial<CostPerson>): CostPerson => ({
  teamId: 'eng',
  currentSalary: 100_000,
  rating: 4,
  compaRatio: 1,
  hireDate: '2020-01-01',
  ...over,
});

describe('assumedRating', () => {
  it('is the middle row, the lower of two', () => {
    expect(assumedRating(matrix.ranges)).toBe(3);
    expect(assumedRating([1, 2, 3, 4, 5].map((rating) => ({ rating })) as never)).toBe(3);
    expect(assumedRating([])).toBeNull();
  });
});

describe('matrixCost', () => {
  it("sums salary × the cell's midpoint per team and in total", () => {
    const { total, teams } = matrixCost(matrix, [
      person({ compaRatio: 0.85 }), // 6% of 100,000
      person({ compaRatio: 1.2, currentSalary: 80_000 }), // 2% of 80,000
      person({ teamId: 'ops', rating: 3, compaRatio: null }), // column of 1.00: 3%
    ]);
    expect(teams.get('eng')).toEqual({
      participantCount: 2,
      pricedCount: 2,
      unratedCount: 0,
      payroll: 180_000,
      cost: 7_600,
    });
    expect(teams.get('ops')?.cost).toBe(3_000);
    expect(total).toMatchObject({ participantCount: 3, payroll: 280_000, cost: 10_600 });
  });

  it('prices the unrated at the middle row and prorates a hire during the period', () => {
    // Unrated → rating 3, column 0.90–1.10: 3%. Hired 10 July: July to December, 6/12 → 2%.
    const { total } = matrixCost(matrix, [
      person({ rating: null }),
      person({ hireDate: '2026-07-10' }),
    ]);
    expect(total).toMatchObject({ pricedCount: 2, unratedCount: 1, cost: 3_000 + 2_000 });
  });

  it('costs nothing for someone without a salary or a cell', () => {
    const { total } = matrixCost(matrix, [
      person({ currentSalary: null }),
      person({ rating: 2 }),
      person({}),
    ]);
    expect(total).toMatchObject({ participantCount: 3, pricedCount: 1, cost: 4_000 });
  });
});

describe('againstBudget', () => {
  const line = {
    participantCount: 2,
    pricedCount: 2,
    unratedCount: 0,
    payroll: 200_000,
    cost: 9_000,
  };
  it('tells what is left and whether the matrix costs more than the budget', () => {
    expect(againstBudget(line, 10_000)).toEqual({
      costPercent: 4.5,
      budget: 10_000,
      remaining: 1_000,
      overBudget: false,
    });
    expect(againstBudget(line, 8_000)).toMatchObject({ remaining: -1_000, overBudget: true });
    expect(againstBudget(line, null)).toMatchObject({ remaining: null, overBudget: false });
    expect(againstBudget({ ...line, payroll: 0, cost: 0 }, 0).costPercent).toBeNull();
  });
});
