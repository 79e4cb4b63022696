// @vitest-environment node
import { describe, expect, it } from 'vitest';
import contract from '@/api/openapi.gen.json';
import {
  AMOUNT_MESSAGES,
  changePercentError,
  isLargeChange,
  isPastSanityLimit,
  LARGE_CHANGE_PERCENT,
  largeChangeLimit,
  MAX_BUDGET,
  MAX_CHANGE_PERCENT,
  MAX_MONEY,
  MAX_SHARE_PERCENT,
  MIN_CHANGE_PERCENT,
  moneyError,
  SANITY_RAISE_PERCENT,
  sanityLimitProblem,
} from './amount-limits';
import { editRecommendationErrors, EDIT_RECOMMENDATION_MESSAGES } from './recommendations';

type Schema = Record<string, unknown>;
const schemas = contract.components.schemas as unknown as Record<string, Schema>;
const prop = (schema: string, field: string) =>
  (schemas[schema].properties as Record<string, Schema>)[field];

describe('the contract documents the limits of amount-limits', () => {
  // Money ≤ 1,000,000,000 in the currency's unit; budgets are pools of many people.
  it.each([
    ['CompensationChange', 'currentValue', 0, 1_000_000_000],
    ['CompensationChange', 'proposedValue', 0, 1_000_000_000],
    ['CompensationChange', 'percentChange', -100, 10_000],
    ['RecommendationEdit', 'proposedIncrease', 0, 1_000_000_000],
    ['RecommendationEdit', 'proposedSalary', 0, 1_000_000_000],
    ['ReviewCycleInput', 'increaseBudget', 0, 1_000_000_000_000],
    ['ReviewCycleInput', 'bonusBudget', 0, 1_000_000_000_000],
    ['TeamBudget', 'increaseBudget', 0, 1_000_000_000_000],
    ['TeamBudget', 'bonusBudget', 0, 1_000_000_000_000],
    ['GuidelineRange', 'minPercent', 0, 100],
    ['GuidelineRange', 'maxPercent', 0, 100],
    ['CalibrationTarget', 'share', 0, 100],
  ])('%s.%s is within [%d, %d]', (schema, field, min, max) => {
    expect(prop(schema, field)).toMatchObject({ minimum: min, maximum: max });
  });

  it('the constants are the contract’s numbers', () => {
    expect(prop('CompensationChange', 'proposedValue').maximum).toBe(MAX_MONEY);
    expect(prop('RecommendationEdit', 'proposedIncrease').maximum).toBe(MAX_MONEY);
    expect(prop('TeamBudget', 'increaseBudget').maximum).toBe(MAX_BUDGET);
    expect(prop('ReviewCycleInput', 'totalBudget')).toMatchObject({
      exclusiveMinimum: 0,
      maximum: MAX_BUDGET,
    });
    expect(prop('CompensationChange', 'percentChange')).toMatchObject({
      minimum: MIN_CHANGE_PERCENT,
      maximum: MAX_CHANGE_PERCENT,
    });
    expect(prop('GuidelineRange', 'maxPercent').maximum).toBe(MAX_SHARE_PERCENT);
    expect(LARGE_CHANGE_PERCENT).toBe(50);
  });

  it('the contract’s messages for an amount above its maximum are the app’s', () => {
    const message = (schema: string, field: string) =>
      (prop(schema, field)['x-error-messages'] as Record<string, string>).maximum;
    expect(message('CompensationChange', 'proposedValue')).toBe(AMOUNT_MESSAGES.moneyTooHigh);
    expect(message('RecommendationEdit', 'proposedIncrease')).toBe(AMOUNT_MESSAGES.moneyTooHigh);
    expect(message('ReviewCycleInput', 'totalBudget')).toBe(AMOUNT_MESSAGES.budgetTooHigh);
    expect(message('TeamBudget', 'bonusBudget')).toBe(AMOUNT_MESSAGES.budgetTooHigh);
    expect(AMOUNT_MESSAGES.moneyTooHigh).toBe('Must be at most 1,000,000,000');
  });

  it('every number a request body can carry has a maximum, metric scales and ratings aside', () => {
    // Not amounts: a metric's own scale bounds and a calibration rating (checked against the scale).
    const notAmounts = new Set([
      'PerformanceMetricInput.minValue',
      'PerformanceMetricInput.maxValue',
      'ValidationRules.min',
      'ValidationRules.max',
      'CalibrationMoveRequest.rating',
    ]);
    const unbounded: string[] = [];
    for (const [name, schema] of Object.entries(schemas)) {
      if (schema.additionalProperties !== false) continue; // request schemas are closed
      for (const [field, raw] of Object.entries(
        (schema.properties ?? {}) as Record<string, Schema>,
      )) {
        const types = ([] as unknown[]).concat(raw.type);
        if (!types.includes('number')) continue;
        if (typeof raw.maximum !== 'number' && !notAmounts.has(`${name}.${field}`))
          unbounded.push(`${name}.${field}`);
      }
    }
    expect(unbounded).toEqual([]);
  });
});

describe('moneyError and changePercentError', () => {
  it('accepts 0 to 1,000,000,000 and refuses the rest by name', () => {
    expect(moneyError(0)).toBeNull();
    expect(moneyError(1_000_000_000)).toBeNull();
    expect(moneyError(1_000_000_000.01)).toBe('Must be at most 1,000,000,000');
    expect(moneyError(1e308)).toBe('Must be at most 1,000,000,000');
    expect(moneyError(Number.POSITIVE_INFINITY)).toBe('Must be a number');
    expect(moneyError(Number.NaN)).toBe('Must be a number');
    expect(moneyError(-1)).toBe('Cannot be negative');
  });
  it('refuses a change of more than 10,000% of a positive current value', () => {
    expect(changePercentError(101 * 100, 100)).toBeNull(); // +10,000%
    expect(changePercentError(101 * 100 + 1, 100)).toBe(
      'A change cannot exceed 10,000% of the current value',
    );
    expect(changePercentError(5000, null)).toBeNull();
    expect(changePercentError(5000, 0)).toBeNull();
  });
});

describe('the large-change rule (LARGE_CHANGE_PERCENT = 50)', () => {
  it('applies above 50% when no guideline covers the rating', () => {
    expect(isLargeChange(50, false)).toBe(false);
    expect(isLargeChange(50.01, false)).toBe(true);
    expect(isLargeChange(760_456_273, false)).toBe(true);
    expect(isLargeChange(900, true)).toBe(false);
    expect(isLargeChange(null, false)).toBe(false);
  });
  it('states the percent', () => {
    expect(AMOUNT_MESSAGES.largeChange(760_456_273)).toBe(
      'An increase of 760,456,273.00% is more than 50% of the current salary and no guideline covers it: only an admin override with a justification can let it through.',
    );
  });
  it('is the admin edit dialog’s cap: 50% of the salary, spec 02 §9', () => {
    expect(largeChangeLimit(80_000)).toBe(40_000);
    const edit = (amount: number) =>
      editRecommendationErrors({ amount, currentSalary: 80_000, reason: 'Market adjustment' });
    expect(edit(40_000)).toEqual({});
    expect(edit(40_001).amount).toBe(EDIT_RECOMMENDATION_MESSAGES.amountTooHigh);
    expect(EDIT_RECOMMENDATION_MESSAGES.amountTooHigh).toBe(
      'Amount seems unusually high (>50% of current salary)',
    );
    // Without a known salary only the money limit applies.
    expect(
      editRecommendationErrors({ amount: 1e12, currentSalary: null, reason: 'Market adjustment' })
        .amount,
    ).toBe('Must be at most 1,000,000,000');
  });
});

describe('the sanity limit (SANITY_RAISE_PERCENT = 100)', () => {
  it('is the contract’s number', () => {
    expect(schemas.CompensationDataInput['x-sanity-raise-percent']).toBe(SANITY_RAISE_PERCENT);
    expect(SANITY_RAISE_PERCENT).toBe(100);
  });

  const manager = { isAdmin: false, adminOverride: false, justification: 'One line.' };
  const admin = { isAdmin: true, adminOverride: true, justification: 'Approved by the CEO.' };
  // A raise of $5,000,000 on a salary of $160,000: 3,125% of it.
  const typo = (5_000_000 / 160_000) * 100;

  it('refuses a raise above 100% of the salary on its amount, saying the percent', () => {
    expect(sanityLimitProblem(typo, manager)).toEqual({
      field: 'amount',
      message:
        'A raise of 3,125.00% is more than 100% of the current salary: only an admin override with a justification can accept it.',
    });
    expect(sanityLimitProblem(100.01, manager)?.field).toBe('amount');
  });
  it('takes 100% exactly, a decrease, and no salary change', () => {
    expect(sanityLimitProblem(100, manager)).toBeNull();
    expect(sanityLimitProblem(-20, manager)).toBeNull();
    expect(sanityLimitProblem(null, manager)).toBeNull();
    expect(isPastSanityLimit(100)).toBe(false);
    expect(isPastSanityLimit(100.01)).toBe(true);
  });
  it('lets only an admin override with a justification through', () => {
    expect(sanityLimitProblem(typo, admin)).toBeNull();
    expect(sanityLimitProblem(typo, { ...admin, adminOverride: false })?.field).toBe('amount');
    // A manager's own "override" is no override.
    expect(sanityLimitProblem(typo, { ...manager, adminOverride: true })?.field).toBe('amount');
    expect(sanityLimitProblem(typo, { ...admin, justification: '  ' })).toEqual({
      field: 'exceptionJustification',
      message: 'An admin override needs a justification.',
    });
  });
});
