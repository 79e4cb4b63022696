// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  appliedRange,
  breachMessage,
  cellFor,
  defaultReviewPeriod,
  describeRange,
  evaluateGuardrails,
  guardrailRefusal,
  GUIDELINE_MESSAGES,
  guidelineProblems,
  increasePercentOf,
  isOutsideRange,
  isPayCompressed,
  midpoint,
  normalizeGuideline,
  prorationFor,
  rowFor,
  type GuidelineRange,
} from './guidelines';

const ranges: GuidelineRange[] = [
  { rating: 1, minPercent: 0, maxPercent: 0, enforcement: 'hard' },
  { rating: 3, minPercent: 2, maxPercent: 4, enforcement: 'soft' },
  { rating: 4, minPercent: 4, maxPercent: 6, enforcement: 'soft' },
  { rating: 5, minPercent: 6, maxPercent: 10, enforcement: 'hard' },
];
const period = { start: '2025-01-01', end: '2025-12-31' };
const guideline = { ranges, reviewPeriodStart: period.start, reviewPeriodEnd: period.end };

describe('rowFor', () => {
  it('takes the highest row at or below the rating', () => {
    expect(rowFor(ranges, 4)).toBe(4);
    expect(rowFor(ranges, 3.5)).toBe(3);
    expect(rowFor(ranges, 2)).toBe(1);
    expect(rowFor(ranges, 7)).toBe(5);
  });
  it('is null without a rating or below every row', () => {
    expect(rowFor(ranges, null)).toBeNull();
    expect(rowFor(ranges, 0.5)).toBeNull();
    expect(rowFor([], 4)).toBeNull();
  });
});

describe('prorationFor', () => {
  it('does not prorate someone hired before the period', () => {
    expect(prorationFor('2020-05-01', period)).toEqual({
      months: 12,
      totalMonths: 12,
      factor: 1,
      prorated: false,
    });
    expect(prorationFor(null, period).prorated).toBe(false);
  });
  it('counts the hire month when hired on or before the 15th', () => {
    // June..December = 7 months
    expect(prorationFor('2025-06-15', period)).toMatchObject({ months: 7, totalMonths: 12 });
    // hired 16 June: July..December = 6 months
    expect(prorationFor('2025-06-16', period)).toMatchObject({ months: 6, factor: 0.5 });
  });
  it('gives 0 months to someone hired after the period', () => {
    expect(prorationFor('2026-02-01', period)).toMatchObject({ months: 0, factor: 0 });
  });
  it('counts the calendar months of a shorter period', () => {
    // period Jul–Dec (6 months), hired 3 Oct: Oct, Nov, Dec = 3/6
    expect(prorationFor('2025-10-03', { start: '2025-07-01', end: '2025-12-31' })).toMatchObject({
      months: 3,
      totalMonths: 6,
      factor: 0.5,
    });
  });
});

describe('appliedRange and describeRange', () => {
  it('prorates the bounds to 2 decimals', () => {
    const range = appliedRange(guideline, 4, null, '2025-06-10');
    // 4% × 7/12 = 2.333… → 2.33; 6% × 7/12 = 3.5
    expect(range).toMatchObject({ minPercent: 2.33, maxPercent: 3.5, enforcement: 'soft' });
    expect(describeRange(range!)).toBe('Prorated 7/12 months: 2.33%–3.50%');
    expect(midpoint(range!)).toBe(2.92); // (2.33 + 3.5) / 2 = 2.915 → 2.92
  });
  it('shows the plain range when not prorated', () => {
    const range = appliedRange(guideline, 5, null, '2019-01-01');
    expect(describeRange(range!)).toBe('6.00%–10.00%');
    expect(midpoint(range!)).toBe(8);
  });
  it('is null when no row applies', () => {
    expect(appliedRange(guideline, null, null, null)).toBeNull();
  });
});

describe('increasePercentOf and isOutsideRange', () => {
  it('computes the percent of the current salary', () => {
    expect(increasePercentOf(4250, 85000)).toBe(5);
    expect(increasePercentOf(1000, 30000)).toBe(3.33);
    expect(increasePercentOf(1000, null)).toBeNull();
  });
  it('includes both bounds', () => {
    const range = { minPercent: 4, maxPercent: 6 };
    expect(isOutsideRange(4, range)).toBe(false);
    expect(isOutsideRange(6, range)).toBe(false);
    expect(isOutsideRange(6.01, range)).toBe(true);
    expect(isOutsideRange(3.99, range)).toBe(true);
  });
});

describe('isPayCompressed', () => {
  it('flags a new salary within 5% of a peer', () => {
    // 5% of 100,000 = 5,000: 95,000..105,000 is compressed
    expect(isPayCompressed(95000, [100000], null)).toBe(true);
    expect(isPayCompressed(105000, [100000], null)).toBe(true);
    expect(isPayCompressed(94999, [100000], null)).toBe(false);
    expect(isPayCompressed(105001, [100000], null)).toBe(false);
  });
  it("flags a new salary at or above the manager's", () => {
    expect(isPayCompressed(120000, [], 120000)).toBe(true);
    expect(isPayCompressed(119999, [], 120000)).toBe(false);
  });
});

describe('evaluateGuardrails and guardrailRefusal', () => {
  const soft = { minPercent: 4, maxPercent: 6, enforcement: 'soft' as const };
  const hard = { ...soft, enforcement: 'hard' as const };
  const base = { overrun: 0, overBudgetPolicy: 'soft' as const };
  const submit = { justification: '', adminOverride: false, isAdmin: false };

  it('passes a recommendation inside the range and the pool', () => {
    const result = evaluateGuardrails({ ...base, range: soft, increasePercent: 5 });
    expect(result).toEqual({ guideline: 'none', budget: 'none', large: false, needs: 'none' });
    expect(guardrailRefusal(result, submit)).toBeNull();
  });
  it('asks for a justification outside a soft range', () => {
    const result = evaluateGuardrails({ ...base, range: soft, increasePercent: 7 });
    expect(result.needs).toBe('soft');
    expect(guardrailRefusal(result, submit)).toBe('justification');
    expect(guardrailRefusal(result, { ...submit, justification: 'Retention risk' })).toBeNull();
    expect(breachMessage(result, 7, soft, 0)).toBe(
      'An increase of 7.00% is outside the guideline range 4.00%–6.00%.',
    );
  });
  it('needs an admin override outside a hard range', () => {
    const result = evaluateGuardrails({ ...base, range: hard, increasePercent: 12 });
    expect(result.needs).toBe('hard');
    expect(guardrailRefusal(result, { ...submit, justification: 'x' })).toBe('override');
    expect(guardrailRefusal(result, { ...submit, adminOverride: true })).toBe('admin_only');
    expect(
      guardrailRefusal(result, { justification: '', adminOverride: true, isAdmin: true }),
    ).toBe('justification');
    expect(
      guardrailRefusal(result, { justification: 'Market', adminOverride: true, isAdmin: true }),
    ).toBeNull();
  });
  it('follows the over-budget policy', () => {
    const softBudget = evaluateGuardrails({ ...base, range: null, increasePercent: 5, overrun: 1 });
    expect(softBudget).toEqual({ guideline: 'none', budget: 'soft', large: false, needs: 'soft' });
    const hardBudget = evaluateGuardrails({
      range: soft,
      increasePercent: 5,
      overrun: 250,
      overBudgetPolicy: 'hard',
    });
    expect(hardBudget.needs).toBe('hard');
    expect(breachMessage(hardBudget, 5, soft, 250)).toBe(
      "Over the team pool by $250.00: the cycle's budget is hard, only an admin override can let it through.",
    );
  });
});

const guidelineError = (g: Parameters<typeof guidelineProblems>[0]) =>
  guidelineProblems(g)[0]?.message ?? null;

describe('guidelineProblems, first message', () => {
  const valid = { ...guideline, overBudgetPolicy: 'soft' as const };
  it('accepts a valid matrix', () => {
    expect(guidelineError(valid)).toBeNull();
  });
  it('rejects inverted or negative ranges, duplicate ratings and a backwards period', () => {
    const bad = (r: Partial<GuidelineRange>) => ({ ...valid, ranges: [{ ...ranges[1], ...r }] });
    expect(guidelineError(bad({ minPercent: 5, maxPercent: 4 }))).toMatch(/minimum/);
    expect(guidelineError(bad({ minPercent: -1 }))).toMatch(/negative/);
    expect(guidelineError({ ...valid, ranges: [ranges[1], ranges[1]] })).toMatch(/once/);
    expect(guidelineError({ ...valid, reviewPeriodEnd: '2024-12-31' })).toMatch(/end after/);
  });
});

describe('defaultReviewPeriod', () => {
  it('is the 12 calendar months ending with the cycle end month', () => {
    expect(defaultReviewPeriod('2026-03-20')).toEqual({
      reviewPeriodStart: '2025-04-01',
      reviewPeriodEnd: '2026-03-20',
    });
    expect(defaultReviewPeriod('2025-12-31').reviewPeriodStart).toBe('2025-01-01');
  });
});

describe('the merit matrix', () => {
  // Rating 4 in four columns (Below 0.90, 0.90–1.00, 1.00–1.10, Above 1.10); rating 5 in two only.
  const matrix = {
    positionBoundaries: [0.9, 1, 1.1],
    ranges: [
      { rating: 4, column: 0, minPercent: 5, midPercent: 6, maxPercent: 7, enforcement: 'soft' },
      { rating: 4, column: 1, minPercent: 4, midPercent: 4.8, maxPercent: 6, enforcement: 'soft' },
      { rating: 4, column: 2, minPercent: 3, midPercent: 4, maxPercent: 5, enforcement: 'hard' },
      { rating: 4, column: 3, minPercent: 0, midPercent: 1, maxPercent: 2, enforcement: 'hard' },
      { rating: 5, column: 0, minPercent: 8, midPercent: 9, maxPercent: 10, enforcement: 'hard' },
      { rating: 5, column: 1, minPercent: 6, midPercent: 7, maxPercent: 8, enforcement: 'soft' },
    ] satisfies GuidelineRange[],
    reviewPeriodStart: period.start,
    reviewPeriodEnd: period.end,
    overBudgetPolicy: 'soft' as const,
  };

  it('finds the cell: the rating row, the compa-ratio column', () => {
    expect(cellFor(matrix, 4, 0.85)).toMatchObject({ rating: 4, column: 0, midPercent: 6 });
    expect(cellFor(matrix, 4.5, 0.95)).toMatchObject({ rating: 4, column: 1 });
    expect(cellFor(matrix, 4, 1.1)).toMatchObject({ rating: 4, column: 3 });
    // No band position: the column holding 1.00.
    expect(cellFor(matrix, 4, null)).toMatchObject({ rating: 4, column: 2 });
    // Rating 5 has no cell above 1.00, rating 3 no row.
    expect(cellFor(matrix, 5, 1.05)).toBeNull();
    expect(cellFor(matrix, 3, 0.95)).toBeNull();
  });

  it("pre-fills the cell's own midpoint, prorated with the range", () => {
    const full = appliedRange(matrix, 4, 0.95, '2019-01-01')!;
    expect(midpoint(full)).toBe(4.8);
    expect(full).toMatchObject({ columnLabel: '0.90–1.00', compa: 'compa-ratio 0.90–1.00' });
    // Hired 16 June: July to December, 6 of 12 months.
    const half = appliedRange(matrix, 4, 0.95, '2025-06-16')!;
    expect(half).toMatchObject({ minPercent: 2, midPercent: 2.4, maxPercent: 3 });
    expect(half.base).toEqual({ minPercent: 4, midPercent: 4.8, maxPercent: 6 });
    expect(midpoint(half)).toBe(2.4);
  });

  it('names the cell in guardrail messages', () => {
    const soft = appliedRange(matrix, 4, 0.95, null)!;
    const result = evaluateGuardrails({
      range: soft,
      increasePercent: 12,
      overrun: 0,
      overBudgetPolicy: 'soft',
    });
    expect(breachMessage(result, 12, soft, 0)).toBe(
      'An increase of 12.00% is outside the guideline range 4.00%–6.00% for rating 4, compa-ratio 0.90–1.00.',
    );
    const hard = appliedRange(matrix, 5, 0.8, null)!;
    const breach = evaluateGuardrails({
      range: hard,
      increasePercent: 12,
      overrun: 0,
      overBudgetPolicy: 'soft',
    });
    expect(breach.needs).toBe('hard');
    expect(breachMessage(breach, 12, hard, 0)).toBe(
      'An increase of 12.00% is outside the hard guideline range 8.00%–10.00% for rating 5, compa-ratio below 0.90: only an admin override can let it through.',
    );
    const oneColumn = appliedRange(guideline, 4, 0.8, null)!;
    expect(GUIDELINE_MESSAGES.outsideSoft(7, oneColumn)).toBe(
      'An increase of 7.00% is outside the guideline range 4.00%–6.00% for rating 4.',
    );
  });

  it('keeps the large-change rule for a participant no cell covers', () => {
    const none = appliedRange(matrix, 5, 1.2, null);
    expect(none).toBeNull();
    const result = evaluateGuardrails({
      range: none,
      increasePercent: 60,
      overrun: 0,
      overBudgetPolicy: 'soft',
    });
    expect(result).toMatchObject({ large: true, needs: 'hard' });
  });

  it('reads a guideline saved before the matrix as one column', () => {
    const legacy = { ...guideline, overBudgetPolicy: 'soft' as const };
    const normal = normalizeGuideline(legacy);
    expect(normal.positionBoundaries).toEqual([]);
    expect(normal.ranges.find((r) => r.rating === 4)).toEqual({
      rating: 4,
      column: 0,
      minPercent: 4,
      midPercent: 5,
      maxPercent: 6,
      enforcement: 'soft',
    });
    // A compa-ratio changes nothing with one column.
    expect(cellFor(legacy, 4, 0.7)?.midPercent).toBe(5);
    expect(cellFor(legacy, 4, 1.4)?.midPercent).toBe(5);
  });

  it('puts each problem on its field', () => {
    const cell = matrix.ranges[1];
    const at = (ranges: GuidelineRange[], boundaries = matrix.positionBoundaries) =>
      guidelineProblems({ ...matrix, positionBoundaries: boundaries, ranges });
    expect(guidelineProblems(matrix)).toEqual([]);
    expect(at([{ ...cell, midPercent: 6.5 }])).toEqual([
      { field: 'ranges.0.midPercent', message: 'The midpoint must lie within the range.' },
    ]);
    expect(at([{ ...cell, column: 4 }])).toEqual([
      { field: 'ranges.0.column', message: 'Each cell belongs to a column of the matrix.' },
    ]);
    expect(at([cell, { ...cell }])).toEqual([
      { field: 'ranges.1.rating', message: 'Each cell appears once.' },
    ]);
    expect(at([{ ...cell, column: 1 }], [])).toEqual([
      { field: 'ranges.0.column', message: 'Each cell belongs to a column of the matrix.' },
    ]);
    expect(
      at(
        [
          { ...cell, column: 0 },
          { ...cell, column: 0 },
        ],
        [],
      )[0]?.message,
    ).toBe('Each rating appears once.');
    expect(at([cell], [1.1, 0.9])).toEqual([
      { field: 'positionBoundaries.1', message: 'Boundaries must increase from left to right.' },
    ]);
    expect(guidelineError({ ...matrix, positionBoundaries: [1] })).toBe(
      'A matrix has 3 to 5 columns.',
    );
  });
});
