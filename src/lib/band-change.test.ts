import { describe, expect, it } from 'vitest';
import { afterLevelOf, bandChange, withSalary } from './band-change';

const p2 = {
  id: 'lvl_p2',
  name: 'P2',
  bands: [{ zone: null, currency: 'USD', min: 80_000, mid: 100_000, max: 120_000 }],
};
const p3 = {
  id: 'lvl_p3',
  name: 'P3',
  bands: [{ zone: null, currency: 'USD', min: 100_000, mid: 125_000, max: 150_000 }],
};

describe('afterLevelOf', () => {
  it('is the promotion’s new level, else the current one', () => {
    expect(afterLevelOf({ newLevelId: 'lvl_p3' }, 'lvl_p2')).toBe('lvl_p3');
    expect(afterLevelOf({ newLevelId: null }, 'lvl_p2')).toBe('lvl_p2');
    expect(afterLevelOf({ proposedIncrease: 5000 }, 'lvl_p2')).toBe('lvl_p2');
    expect(afterLevelOf(null, null)).toBeNull();
  });
});

describe('bandChange', () => {
  const base = { level: p2, afterLevel: p2, zone: null, currency: 'USD' };

  it('before: the salary in the band; after: salary + increase in the same band', () => {
    const { before, after } = bandChange({ ...base, salary: 90_000, increase: 15_000 });
    expect(before).toMatchObject({ salary: 90_000, compaRatio: 0.9, rangePenetration: 0.25 });
    expect(after).toMatchObject({ salary: 105_000, compaRatio: 1.05, rangePenetration: 0.625 });
    expect(after?.status).toBe('in_range');
  });

  it('a promotion reads the after salary in the new level’s band', () => {
    const { before, after } = bandChange({
      ...base,
      afterLevel: p3,
      salary: 115_000,
      increase: 10_000,
    });
    expect(before).toMatchObject({ levelId: 'lvl_p2', compaRatio: 1.15 });
    expect(after).toMatchObject({ levelId: 'lvl_p3', compaRatio: 1, rangePenetration: 0.5 });
  });

  it('no recommendation: nothing after; no level or salary: nothing at all', () => {
    expect(bandChange({ ...base, salary: 90_000, increase: null }).after).toBeNull();
    expect(
      bandChange({ ...base, level: null, afterLevel: null, salary: 90_000, increase: 1 }),
    ).toEqual({ before: null, after: null });
    expect(bandChange({ ...base, salary: null, increase: 1000 })).toEqual({
      before: null,
      after: null,
    });
  });
});

describe('withSalary', () => {
  it('moves a position to another salary in the same band', () => {
    const before = bandChange({
      ...{ level: p2, afterLevel: p2, zone: null, currency: 'USD' },
      salary: 90_000,
      increase: null,
    }).before!;
    expect(withSalary(before, 121_000)).toMatchObject({
      salary: 121_000,
      compaRatio: 1.21,
      status: 'above_max',
      min: 80_000,
    });
    expect(withSalary(before, 0)).toBeNull();
  });
});
