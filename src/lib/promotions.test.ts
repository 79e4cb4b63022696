import { describe, expect, it } from 'vitest';
import {
  describeBandAfter,
  describePromotion,
  levelAfter,
  PROMOTION_MESSAGES,
  promotionProblems,
  promotionShortfall,
} from './promotions';

// The demo ladder's L3 and L4 (mocks/seed/levels.ts): mid ±1/6, Zone B at 90%.
const l3 = {
  id: 'lvl_l3',
  name: 'L3 Senior',
  bands: [{ zone: null, currency: 'USD', min: 85_000, mid: 102_000, max: 119_000 }],
};
const l4 = {
  id: 'lvl_l4',
  name: 'L4 Lead',
  bands: [
    { zone: null, currency: 'USD', min: 110_000, mid: 132_000, max: 154_000 },
    { zone: 'Zone B', currency: 'USD', min: 99_000, mid: 119_000, max: 138_500 },
  ],
};

const check = (over: Partial<Parameters<typeof promotionProblems>[0]> = {}) =>
  promotionProblems({
    currentLevelId: l3.id,
    newLevelId: l4.id,
    newLevel: l4,
    zone: null,
    currency: 'USD',
    newSalary: 105_000,
    justification: '',
    submit: true,
    ...over,
  });

describe('promotionProblems', () => {
  it('asks for a justification when the new salary is below the new band minimum, on its field', () => {
    expect(check()).toEqual([
      {
        field: 'promotionJustification',
        message:
          "The new salary $105,000.00 is below the new band's minimum $110,000.00: raise it or give a justification.",
      },
    ]);
  });
  it('passes with a justification, at the minimum, or as a draft', () => {
    expect(check({ justification: 'Moves up mid-year; the rest follows in July.' })).toEqual([]);
    expect(check({ newSalary: 110_000 })).toEqual([]);
    expect(check({ submit: false })).toEqual([]);
  });
  it('reads the band of the employee’s zone', () => {
    expect(check({ zone: 'Zone B', newSalary: 100_000 })).toEqual([]);
    expect(check({ zone: 'Zone B', newSalary: 98_000 })[0]?.message).toContain('$99,000.00');
  });
  it('refuses an unknown level and the current level, drafts included', () => {
    expect(check({ newLevel: undefined, submit: false })).toEqual([
      { field: 'newLevelId', message: 'Level not found' },
    ]);
    expect(check({ newLevelId: l3.id, newLevel: l3, submit: false })).toEqual([
      { field: 'newLevelId', message: 'The new level is the current level.' },
    ]);
  });
  it('sets no minimum where the level has no band in the salary’s currency', () => {
    expect(check({ currency: 'EUR', newSalary: 1 })).toEqual([]);
  });
  it('has nothing to say without a promotion', () => {
    expect(check({ newLevelId: null, newLevel: null })).toEqual([]);
    expect(check({ newLevelId: '' })).toEqual([]);
  });
});

describe('promotionShortfall', () => {
  it('compares in cents', () => {
    expect(promotionShortfall(l4, null, 'USD', 109_999.996)).toBeNull();
    expect(promotionShortfall(l4, null, 'USD', 109_999.99)).toEqual({
      minimum: 110_000,
      salary: 109_999.99,
    });
  });
});

describe('levelAfter', () => {
  it('is the new level of a promotion, else the current one', () => {
    expect(levelAfter({ newLevelId: 'lvl_l4' }, 'lvl_l3')).toBe('lvl_l4');
    expect(levelAfter({ newLevelId: null }, 'lvl_l3')).toBe('lvl_l3');
    expect(levelAfter(null, null)).toBeNull();
  });
});

describe('describePromotion', () => {
  it('names both levels', () => {
    expect(describePromotion(l3, l4)).toBe('Promotion: L3 Senior → L4 Lead');
    expect(describePromotion(null, l4)).toBe('Promotion: No level → L4 Lead');
    expect(describePromotion(l3, null)).toBeNull();
  });
  it('keeps the contract’s messages', () => {
    expect(PROMOTION_MESSAGES.sameLevel).toBe('The new level is the current level.');
  });
});

describe('describeBandAfter', () => {
  it('gives the compa-ratio after, flagged outside the band', () => {
    expect(describeBandAfter({ compaRatio: 0.7955, status: 'below_min' })).toBe(
      '0.80 (Below minimum)',
    );
    expect(describeBandAfter({ compaRatio: 1, status: 'in_range' })).toBe('1.00');
    expect(describeBandAfter(null)).toBeNull();
  });
});
