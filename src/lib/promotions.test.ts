import { describe, expect, it } from 'vitest';
import contract from '@/api/openapi.gen.json';
import {
  describeBandAfter,
  describePromotion,
  describePromotionGuideline,
  isOutsidePromotionGuideline,
  levelAfter,
  PROMOTION_INCREASE_RANGE,
  PROMOTION_MESSAGES,
  promotionGuideline,
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

describe('the promotion guideline', () => {
  // A band whose minimum is 6.46% above a salary of 100,000: the raise that only reaches it.
  const lead = {
    bands: [{ zone: null, currency: 'USD', min: 106_460, mid: 125_000, max: 145_000 }],
  };
  const outside = (salary: number, increase: number, level = lead) =>
    isOutsidePromotionGuideline(promotionGuideline(level, null, 'USD', salary)!, salary, increase);

  it('is a documented range of 5% to 20%, the contract’s', () => {
    expect(PROMOTION_INCREASE_RANGE).toEqual({ minPercent: 5, maxPercent: 20 });
    const input = contract.components.schemas.CompensationDataInput as Record<string, unknown>;
    expect(input['x-promotion-increase-range']).toEqual(PROMOTION_INCREASE_RANGE);
  });

  it('starts at the raise that reaches the new band minimum: 6.46% is within it, a cent less is not', () => {
    expect(promotionGuideline(lead, null, 'USD', 100_000)).toEqual({
      minPercent: 6.46,
      maxPercent: 20,
      enforcement: 'soft',
      bandMinimum: 106_460,
    });
    expect(outside(100_000, 6_460)).toBe(false);
    expect(outside(100_000, 6_459.99)).toBe(true);
  });

  it('ends at 20%: 20.00% is within it, 20.01% is not', () => {
    expect(outside(100_000, 20_000)).toBe(false);
    expect(outside(100_000, 20_010)).toBe(true);
  });

  it('above the band minimum already, the range alone applies: 5.00% within, 4.99% not', () => {
    expect(promotionGuideline(lead, null, 'USD', 120_000)?.minPercent).toBe(5);
    expect(outside(120_000, 6_000)).toBe(false);
    expect(outside(120_000, 5_988)).toBe(true);
  });

  it('when reaching the minimum takes more than 20%, that raise is the guideline', () => {
    // 80,000 → 106,460 is 33.075%: the guideline is 33.08%–33.08%, the minimum itself.
    expect(promotionGuideline(lead, null, 'USD', 80_000)).toMatchObject({
      minPercent: 33.08,
      maxPercent: 33.08,
    });
    expect(outside(80_000, 26_460)).toBe(false);
    expect(outside(80_000, 26_470)).toBe(true);
  });

  it('without a band in the currency it is the range alone; without a salary there is none', () => {
    expect(promotionGuideline(lead, null, 'EUR', 100_000)).toEqual({
      minPercent: 5,
      maxPercent: 20,
      enforcement: 'soft',
      bandMinimum: null,
    });
    expect(outside(100_000, 5_000, { bands: [] })).toBe(false);
    expect(promotionGuideline(lead, null, 'USD', null)).toBeNull();
    expect(promotionGuideline(lead, null, 'USD', 0)).toBeNull();
  });

  it('reads the band of the employee’s zone', () => {
    // L4's Zone B minimum is 99,000: from 95,000 that is 4.21%, under the range's 5%.
    expect(promotionGuideline(l4, 'Zone B', 'USD', 95_000)).toMatchObject({
      minPercent: 5,
      bandMinimum: 99_000,
    });
  });

  it('is stated with the band minimum, and so is a raise outside it', () => {
    const guideline = promotionGuideline(lead, null, 'USD', 100_000)!;
    expect(describePromotionGuideline(guideline, 'USD')).toBe(
      "6.46%–20.00%, at least $106,460.00 (the new band's minimum)",
    );
    expect(PROMOTION_MESSAGES.outsideGuideline(25, guideline, 'USD')).toBe(
      "An increase of 25.00% is outside the promotion guideline 6.46%–20.00%, at least $106,460.00 (the new band's minimum).",
    );
  });
});
