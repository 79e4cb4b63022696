import { describe, expect, it } from 'vitest';
import {
  bandFor,
  bandPosition,
  bandProblems,
  duplicateZones,
  formatCompaRatio,
  formatPenetration,
} from './pay-bands';

const usd = { zone: null, currency: 'USD', min: 80_000, mid: 100_000, max: 120_000 };
const london = { zone: 'London', currency: 'GBP', min: 60_000, mid: 70_000, max: 80_000 };
const zoneA = { zone: 'Zone A', currency: 'USD', min: 90_000, mid: 110_000, max: 130_000 };
const level = { id: 'lvl_1', name: 'P2', bands: [usd, london, zoneA] };

describe('bandFor', () => {
  it('takes the zone band, any case, else the default band', () => {
    expect(bandFor(level.bands, 'zone a')).toBe(zoneA);
    expect(bandFor(level.bands, null)).toBe(usd);
    expect(bandFor(level.bands, 'Paris')).toBe(usd);
  });
  it('only compares a salary with a band in its currency', () => {
    expect(bandFor(level.bands, 'London', 'GBP')).toBe(london);
    expect(bandFor(level.bands, 'London', 'USD')).toBe(usd);
    expect(bandFor([london], null, 'GBP')).toBeNull();
  });
});

describe('bandPosition', () => {
  it('is salary over midpoint and the share of the range below the salary', () => {
    const p = bandPosition(level, null, 90_000, 'USD');
    expect(p).toMatchObject({
      compaRatio: 0.9,
      rangePenetration: 0.25,
      status: 'in_range',
      mid: 100_000,
    });
  });
  it('flags below minimum and above maximum (red circle)', () => {
    expect(bandPosition(level, null, 70_000, 'USD')).toMatchObject({
      status: 'below_min',
      rangePenetration: -0.25,
    });
    expect(bandPosition(level, null, 130_000, 'USD')).toMatchObject({
      status: 'above_max',
      compaRatio: 1.3,
    });
    expect(bandPosition(level, null, 120_000, 'USD')?.status).toBe('in_range');
  });
  it('has no position without a level, a salary or a band in the currency', () => {
    expect(bandPosition(null, null, 90_000, 'USD')).toBeNull();
    expect(bandPosition(level, null, null, 'USD')).toBeNull();
    expect(bandPosition(level, null, 0, 'USD')).toBeNull();
    expect(bandPosition(level, null, 90_000, 'EUR')).toBeNull();
  });
});

describe('bandProblems', () => {
  it('accepts min ≤ mid ≤ max, equal bounds included', () => {
    expect(bandProblems({ min: 1, mid: 1, max: 1 })).toEqual([]);
  });
  it('names the bound out of order', () => {
    expect(bandProblems({ min: 5, mid: 4, max: 6 })).toEqual([
      { field: 'min', message: 'The minimum cannot exceed the midpoint.' },
    ]);
    expect(bandProblems({ min: 1, mid: 7, max: 6 })).toEqual([
      { field: 'mid', message: 'The midpoint cannot exceed the maximum.' },
    ]);
  });
  it('refuses zero, negative, infinite and absurd amounts', () => {
    expect(bandProblems({ min: 0, mid: -1, max: Infinity }).map((p) => p.message)).toEqual([
      'Amounts must be positive.',
      'Amounts must be positive.',
      'Amounts must be positive.',
    ]);
    expect(bandProblems({ min: 1, mid: 2, max: 2e9 })).toEqual([
      { field: 'max', message: 'Must be at most 1,000,000,000' },
    ]);
  });
});

it('finds a zone given twice, trimmed and in any case, and a second default band', () => {
  expect(duplicateZones([{ zone: null }, { zone: 'A' }, { zone: ' a ' }, { zone: null }])).toEqual([
    2, 3,
  ]);
});

it('formats compa-ratio with two decimals and penetration as a percent', () => {
  expect(formatCompaRatio(0.9512)).toBe('0.95');
  expect(formatPenetration(0.4567)).toBe('46%');
  expect(formatCompaRatio(null)).toBe('—');
  // Half up on the written value (toFixed gave 0.94 and 1.00 from their binary values).
  expect(formatCompaRatio(0.945)).toBe('0.95');
  expect(formatCompaRatio(1.005)).toBe('1.01');
  expect(formatCompaRatio(0.9449)).toBe('0.94');
});
