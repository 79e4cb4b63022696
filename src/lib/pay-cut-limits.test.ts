// @vitest-environment node
import { describe, expect, it } from 'vitest';
import contract from '@/api/openapi.gen.json';
import {
  decreaseJustificationError,
  isLargeChange,
  isLargeDecrease,
  isPayDecrease,
  LARGE_CHANGE_PERCENT,
  largeChangeMessage,
  salaryRowProblem,
} from './amount-limits';

const schemas = contract.components.schemas as unknown as Record<string, Record<string, unknown>>;

const manager = { isAdmin: false, adminOverride: false, justification: 'Moved to part time.' };
const admin = { isAdmin: true, adminOverride: true, justification: 'Moved to two days a week.' };
const salary = 100_000;

describe('pay cuts (saveCompensationData "Pay cuts")', () => {
  it('uses the contract’s limit', () => {
    expect(schemas.CompensationDataInput['x-large-decrease-percent']).toBe(LARGE_CHANGE_PERCENT);
    expect(LARGE_CHANGE_PERCENT).toBe(50);
  });

  it('never takes a salary of 0 or below, override or not; 0.01 is a salary', () => {
    const refused = { field: 'amount', message: 'A salary must be greater than 0.' };
    expect(salaryRowProblem(0, 172_500, manager)).toEqual(refused);
    expect(salaryRowProblem(0, 172_500, admin)).toEqual(refused);
    expect(salaryRowProblem(-1, null, admin)).toEqual(refused);
    expect(salaryRowProblem(0, null, manager)).toEqual(refused);
    expect(salaryRowProblem(0.01, null, manager)).toBeNull();
  });

  it('takes a cut of exactly 50% and refuses 50.01% on the amount, saying the percent', () => {
    expect(salaryRowProblem(50_000, salary, manager)).toBeNull();
    expect(salaryRowProblem(49_990, salary, manager)).toEqual({
      field: 'amount',
      message:
        'A decrease of 50.01% is more than 50% of the current salary: only an admin override with a justification can let it through.',
    });
    expect(salaryRowProblem(40_000, salary, manager)?.message).toMatch(/^A decrease of 60\.00% /);
  });

  it('lets only an admin override with a justification through a cut past the limit', () => {
    expect(salaryRowProblem(40_000, salary, admin)).toBeNull();
    expect(salaryRowProblem(40_000, salary, { ...admin, adminOverride: false })?.field).toBe(
      'amount',
    );
    expect(salaryRowProblem(40_000, salary, { ...manager, adminOverride: true })?.field).toBe(
      'amount',
    );
    expect(salaryRowProblem(40_000, salary, { ...admin, justification: ' ' })).toEqual({
      field: 'exceptionJustification',
      message: 'An admin override needs a justification.',
    });
  });

  it('keeps the sanity limit on raises', () => {
    expect(salaryRowProblem(200_000, salary, manager)).toBeNull();
    expect(salaryRowProblem(200_010, salary, manager)?.message).toMatch(/^A raise of 100\.01% /);
  });

  it('counts a cut beyond 50% as a large change whatever the guideline', () => {
    expect(isLargeDecrease(-50)).toBe(false);
    expect(isLargeDecrease(-50.01)).toBe(true);
    expect(isLargeDecrease(null)).toBe(false);
    expect(isLargeChange(-50.01, true)).toBe(true);
    expect(isLargeChange(-50, false)).toBe(false);
    expect(largeChangeMessage(-60)).toBe(
      'A decrease of 60.00% is more than 50% of the current salary: only an admin override with a justification can let it through.',
    );
    expect(largeChangeMessage(80)).toMatch(/^An increase of 80\.00% /);
  });

  it('asks any decrease for a justification', () => {
    expect(isPayDecrease(99_999.99, salary)).toBe(true);
    expect(isPayDecrease(salary, salary)).toBe(false);
    expect(isPayDecrease(50_000, null)).toBe(false);
    expect(decreaseJustificationError(true, '  ')).toBe('A pay decrease needs a justification.');
    expect(decreaseJustificationError(true, null)).toBe('A pay decrease needs a justification.');
    expect(decreaseJustificationError(true, 'Moved to part time.')).toBeNull();
    expect(decreaseJustificationError(false, '')).toBeNull();
  });
});
