import { describe, expect, it } from 'vitest';
import { BAND_PREVIEW_MESSAGES, bandPreview, levelOfPosition, lumpSumTypeOf } from './band-preview';

const l3 = {
  id: 'lvl_l3',
  name: 'L3 Senior',
  bands: [{ zone: null, currency: 'USD', min: 85_000, mid: 102_000, max: 119_000 }],
};
const l4 = {
  id: 'lvl_l4',
  name: 'L4 Lead',
  bands: [{ zone: null, currency: 'USD', min: 110_000, mid: 132_000, max: 154_000 }],
};
const preview = (over: Partial<Parameters<typeof bandPreview>[0]> = {}) =>
  bandPreview({
    currentLevel: l3,
    newLevel: null,
    zone: null,
    currency: 'USD',
    currentSalary: 96_900,
    increase: 0,
    ...over,
  });

describe('bandPreview', () => {
  it('moves the compa-ratio and penetration with the increase in the same band', () => {
    const p = preview({ increase: 5_100 });
    expect(p.before).toMatchObject({
      compaRatio: 0.95,
      status: 'in_range',
      levelName: 'L3 Senior',
    });
    expect(p.after).toMatchObject({ compaRatio: 1, rangePenetration: 0.5, salary: 102_000 });
    expect(p.redCircle).toBe(false);
    expect(p.promoted).toBe(false);
  });
  it('places the new salary in the new band on a promotion, with the shortfall under its minimum', () => {
    const p = preview({ newLevel: l4, increase: 8_100 });
    expect(p.after).toMatchObject({ levelName: 'L4 Lead', status: 'below_min', salary: 105_000 });
    expect(p.shortfall).toEqual({ minimum: 110_000, salary: 105_000 });
    expect(preview({ newLevel: l4, increase: 13_100 }).shortfall).toBeNull();
  });
  it('flags a red circle above the maximum before or after', () => {
    expect(preview({ currentSalary: 125_000 }).redCircle).toBe(true);
    expect(preview({ increase: 25_000 }).redCircle).toBe(true);
    expect(preview({ currentSalary: 125_000, newLevel: l4 }).redCircle).toBe(true);
  });
  it('shows nothing without a level or a salary', () => {
    expect(preview({ currentLevel: null })).toMatchObject({ before: null, after: null });
    expect(preview({ currentSalary: null })).toMatchObject({ before: null, salaryAfter: null });
  });
  it('tells the lump-sum suggestion', () => {
    expect(BAND_PREVIEW_MESSAGES.lumpSum).toBe(
      'Above the band maximum: consider a lump-sum bonus instead of a base increase',
    );
  });
});

describe('levelOfPosition', () => {
  it('rebuilds the band of a band position', () => {
    const position = preview().before;
    expect(levelOfPosition(position)).toEqual({ id: 'lvl_l3', name: 'L3 Senior', bands: l3.bands });
    expect(levelOfPosition(null)).toBeNull();
  });
});

describe('lumpSumTypeOf', () => {
  // The demo catalogue (mocks/seed/catalog.ts).
  const types = [
    { id: 'base', name: 'Base Salary', description: 'Annual base salary before tax.' },
    {
      id: 'annual',
      name: 'Annual Bonus',
      description: 'Yearly bonus paid after the annual review.',
    },
    { id: 'commission', name: 'Commission', description: 'Sales commission, paid quarterly.' },
    { id: 'spot', name: 'Spot Bonus', description: 'One-off recognition award.' },
  ];
  it('prefers a one-off bonus, else any bonus, never commission', () => {
    expect(lumpSumTypeOf(types)?.id).toBe('spot');
    expect(lumpSumTypeOf(types.filter((t) => t.id !== 'spot'))?.id).toBe('annual');
    expect(lumpSumTypeOf(types.filter((t) => t.id === 'base' || t.id === 'commission'))).toBeNull();
  });
});
