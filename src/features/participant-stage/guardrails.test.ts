// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { budgetLine } from '@/lib/budgets';
import type { BudgetPool, MeritGuideline } from '@/api/resources/review-cycles';
import { evaluateForm, ratingOf, type GuardrailContext } from './guardrails';
import type { StageFormValues, StageMetric } from './stage-form';

const guideline: MeritGuideline = {
  cycleId: 'c1',
  positionBoundaries: [],
  ranges: [
    { rating: 5, column: 0, minPercent: 5, midPercent: 6.5, maxPercent: 8, enforcement: 'hard' },
    {
      rating: 4,
      column: 0,
      minPercent: 3.5,
      midPercent: 4.5,
      maxPercent: 5.5,
      enforcement: 'soft',
    },
  ],
  overBudgetPolicy: 'soft',
  reviewPeriodStart: '2025-01-01',
  reviewPeriodEnd: '2025-12-31',
  updatedAt: null,
};
const rating = { id: 'm1', scaleType: 'numeric' } as StageMetric;
const text = { id: 'm0', scaleType: 'text' } as StageMetric;
const pool = (remaining: number): BudgetPool => ({
  teamId: 't1',
  teamName: 'Core',
  participantCount: 3,
  payroll: 300000,
  increase: budgetLine(remaining, 0, 0, 300000),
  bonus: budgetLine(null, 0, 0, 300000),
});
const context = (over: Partial<GuardrailContext> = {}): GuardrailContext => ({
  guideline,
  pool: pool(10000),
  participant: {
    currentSalary: 100000,
    currency: 'USD',
    recommendations: [],
    employee: { hireDate: '2020-01-01' },
  },
  metrics: [text, rating],
  currentValueOf: (type) => (type === 'base' ? 100000 : null),
  typeNameOf: (type) => (type === 'base' ? 'Base Salary' : 'Annual Bonus'),
  ...over,
});
const values = (ratingValue: string, percent: string): StageFormValues => ({
  metrics: { m0: 'Great', m1: ratingValue },
  compensationChanges: [{ type: 'base', amount: '', percent, override: false }],
  justification: '',
  exceptionJustification: '',
  adminOverride: false,
  newLevelId: '',
  promotionJustification: '',
});

describe('evaluateForm', () => {
  it('reads the rating from the first numeric metric', () => {
    expect(ratingOf(values('4', ''), [text, rating])).toBe(4);
    expect(ratingOf(values('', ''), [text, rating])).toBeNull();
    // The potential metric of the 9-box is never the rating, even when first or the only answer.
    const potential = { ...rating, id: 'm0', name: 'Potential' };
    expect(
      ratingOf({ ...values('', ''), metrics: { m0: '3', m1: '' } }, [potential, rating]),
    ).toBeNull();
    expect(
      ratingOf({ ...values('4', ''), metrics: { m0: '3', m1: '4' } }, [potential, rating]),
    ).toBe(4);
  });
  it('passes an increase inside the range and the pool', () => {
    const view = evaluateForm(values('4', '5'), context());
    expect(view).toMatchObject({ percent: 5, overrun: 0, message: null });
    expect(view.result.needs).toBe('none');
  });
  it('flags a soft breach of the rating-4 range', () => {
    const view = evaluateForm(values('4', '7'), context());
    expect(view.result).toEqual({ guideline: 'soft', budget: 'none', large: false, needs: 'soft' });
  });
  it('flags a hard breach and an overrun of the pool (7,000 of 100,000 against 5,000 left)', () => {
    const view = evaluateForm(values('5', '9'), context({ pool: pool(5000) }));
    // 9% of 100,000 = 9,000; 9,000 − 5,000 = 4,000 over
    expect(view.overrun).toBe(4000);
    expect(view.result).toEqual({ guideline: 'hard', budget: 'soft', large: false, needs: 'hard' });
  });
  it('prorates for a hire during the review period (Jul..Dec = 6/12)', () => {
    const view = evaluateForm(
      values('4', '2'),
      context({
        participant: {
          currentSalary: 100000,
          currency: 'USD',
          recommendations: [],
          employee: { hireDate: '2025-07-01' },
        },
      }),
    );
    // 3.5 × 0.5 = 1.75; 5.5 × 0.5 = 2.75
    expect(view.range).toMatchObject({ minPercent: 1.75, maxPercent: 2.75 });
    expect(view.result.needs).toBe('none');
  });

  it('shows the team pool after this change (10,000 left, 9,000 asked: 1,000 left)', () => {
    const view = evaluateForm(values('4', '9'), context());
    expect(view.pool).toEqual({
      teamName: 'Core',
      increase: { allocated: 10000, remaining: 1000, over: 0 },
      bonus: null,
    });
  });
  it('an amount already held in the pool is replaced, not added', () => {
    const held = { proposedIncrease: 4000, proposedBonus: 0, status: 'pending_approval' };
    const view = evaluateForm(
      values('4', '5'),
      context({
        pool: pool(6000),
        participant: {
          currentSalary: 100000,
          currency: 'USD',
          recommendations: [held] as unknown as GuardrailContext['participant']['recommendations'],
          employee: { hireDate: '2020-01-01' },
        },
      }),
    );
    // 6,000 left + 4,000 held − 5,000 asked
    expect(view.pool?.increase).toEqual({ allocated: 6000, remaining: 5000, over: 0 });
  });
  it("reads the cell of the participant's compa-ratio before the change, and names it", () => {
    // Rating 4 in three columns: below 0.90 6–8%, 0.90–1.10 3–5%, above 1.10 1–3%.
    const matrix: MeritGuideline = {
      ...guideline,
      positionBoundaries: [0.9, 1.1],
      ranges: [
        [6, 7, 8],
        [3, 4, 5],
        [1, 2, 3],
      ].map(([minPercent, midPercent, maxPercent], column) => ({
        rating: 4,
        column,
        minPercent,
        midPercent,
        maxPercent,
        enforcement: 'soft' as const,
      })),
    };
    const at = (compaRatio: number | null) =>
      context({
        guideline: matrix,
        participant: {
          currentSalary: 100000,
          currency: 'USD',
          recommendations: [],
          employee: { hireDate: '2020-01-01' },
          bandPosition: compaRatio === null ? null : { compaRatio },
        },
      });
    expect(evaluateForm(values('4', '7'), at(0.85)).result.needs).toBe('none');
    const high = evaluateForm(values('4', '7'), at(1.25));
    expect(high.range).toMatchObject({ column: 2, midPercent: 2 });
    expect(high.message).toBe(
      'An increase of 7.00% is outside the guideline range 1.00%–3.00% for rating 4, compa-ratio above 1.10.',
    );
    // No band position: the middle column (it holds 1.00).
    expect(evaluateForm(values('4', '4'), at(null))).toMatchObject({
      compaRatio: null,
      columns: 3,
      range: { column: 1 },
    });
  });
  it('without a guideline range, an increase above 50% needs an admin override (the large-change rule)', () => {
    const none = context({ guideline: { ...guideline, ranges: [] } });
    const large = evaluateForm(values('4', '900'), none);
    expect(large.result).toMatchObject({ large: true, needs: 'hard' });
    expect(large.message).toBe(
      'An increase of 900.00% is more than 50% of the current salary and no guideline covers it: only an admin override with a justification can let it through.',
    );
    expect(evaluateForm(values('4', '50'), none).result.large).toBe(false);
    // A guideline range that covers the rating decides instead (rating 4: soft 3.5–5.5%).
    expect(evaluateForm(values('4', '60'), context()).result).toMatchObject({
      guideline: 'soft',
      large: false,
    });
  });
});

describe('evaluateForm: a bonus, a promotion and the sanity limit', () => {
  it('a bonus holds what was typed in the pool, not that plus last year’s', () => {
    // Annual Bonus last paid 3,000; +3,000 typed: 3,000 of the 5,000 bonus pool.
    const view = evaluateForm(
      {
        ...values('4', '5'),
        compensationChanges: [{ type: 'bonus', amount: '3,000', percent: '', override: false }],
      },
      context({
        currentValueOf: (type) => (type === 'base' ? 100000 : 3000),
        pool: { ...pool(10000), bonus: budgetLine(5000, 0, 0, 300000) },
      }),
    );
    expect(view.pool?.bonus).toMatchObject({ remaining: 2000, over: 0 });
    expect(view.overrun).toBe(0);
  });

  it('a promotion is judged against its own guideline, not the hard cell of rating 5 (5%–8%)', () => {
    // L4's minimum 110,000 from 100,000 is a 10% raise: outside the cell, within 10%–20%.
    const promotion = {
      minPercent: 10,
      maxPercent: 20,
      enforcement: 'soft' as const,
      bandMinimum: 110000,
    };
    const promoted = (percent: string) =>
      evaluateForm(
        { ...values('5', percent), newLevelId: 'l4' },
        context({ promotionGuidelineOf: (id) => (id === 'l4' ? promotion : null) }),
      );
    const reaching = promoted('10');
    expect(reaching.range).toBeNull();
    expect(reaching.promotion).toEqual(promotion);
    expect(reaching.result).toMatchObject({ guideline: 'none', needs: 'none' });
    const above = promoted('25');
    expect(above.result).toMatchObject({ guideline: 'soft', needs: 'soft' });
    expect(above.message).toBe(
      "An increase of 25.00% is outside the promotion guideline 10.00%–20.00%, at least $110,000.00 (the new band's minimum).",
    );
    // Without the promotion the hard cell holds.
    expect(evaluateForm(values('5', '10'), context()).result.guideline).toBe('hard');
  });

  it('says when a raise is past the sanity limit (above 100%)', () => {
    expect(evaluateForm(values('4', '100'), context()).pastLimit).toBe(false);
    expect(evaluateForm(values('4', '100.01'), context()).pastLimit).toBe(true);
  });
});
