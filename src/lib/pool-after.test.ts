// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describePoolAfter, poolAfter } from './pool-after';

describe('poolAfter', () => {
  it('replaces what the participant holds with the new amount', () => {
    // 10,000 left; they hold 2,000; a change to 5,000 takes 3,000 more.
    expect(poolAfter({ allocated: 50_000, remaining: 10_000 }, 2_000, 5_000)).toEqual({
      allocated: 50_000,
      remaining: 7_000,
      over: 0,
    });
  });
  it('is over by what the remaining goes below zero', () => {
    expect(poolAfter({ allocated: 50_000, remaining: 1_000 }, 0, 1_000_300)).toEqual({
      allocated: 50_000,
      remaining: -999_300,
      over: 999_300,
    });
  });
  it('has nothing to say without an allocation', () => {
    expect(poolAfter({ allocated: null, remaining: null }, 0, 5)).toBeNull();
  });
  it('reads as remaining or over', () => {
    expect(describePoolAfter({ allocated: 50_000, remaining: 1_200, over: 0 })).toBe(
      '$1,200.00 of $50,000.00 left',
    );
    expect(describePoolAfter({ allocated: 50_000, remaining: -300, over: 300 })).toBe(
      '$300.00 over the $50,000.00 pool',
    );
  });
});
