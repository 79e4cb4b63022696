import { describe, expect, it } from 'vitest';
import {
  defaultBand,
  levelInPromotionsMessage,
  levelProblems,
  normalizeZone,
  orderedBands,
  sameLevelName,
} from './levels';

const band = (min: number, mid: number, max: number, zone: string | null = null) => ({
  zone,
  currency: 'USD',
  min,
  mid,
  max,
});

describe('levelProblems', () => {
  it('names each problem on its band field with the contract messages', () => {
    expect(
      levelProblems({
        name: '  ',
        bands: [
          band(70000, 60000, 80000),
          band(50000, 90000, 80000, 'Zone B'),
          band(1, 2, 3, 'zone b '),
        ],
      }),
    ).toEqual([
      { field: 'name', message: 'Level name is required' },
      { field: 'bands[0].min', message: 'The minimum cannot exceed the midpoint.' },
      { field: 'bands[1].mid', message: 'The midpoint cannot exceed the maximum.' },
      { field: 'bands[2].zone', message: 'Each zone appears once.' },
    ]);
  });

  it('accepts min = mid = max and a blank zone as the default band', () => {
    expect(levelProblems({ name: 'L1', bands: [band(5, 5, 5, ' '), band(4, 5, 6, 'A')] })).toEqual(
      [],
    );
    expect(levelProblems({ name: 'L1', bands: [band(5, 5, 5, ' '), band(4, 5, 6, null)] })).toEqual(
      [{ field: 'bands[1].zone', message: 'Each zone appears once.' }],
    );
  });

  it('refuses amounts that are not positive and finite', () => {
    expect(levelProblems({ name: 'L1', bands: [band(-1, Number.NaN, Infinity)] })).toEqual([
      { field: 'bands[0].min', message: 'Amounts must be positive.' },
      { field: 'bands[0].mid', message: 'Amounts must be positive.' },
      { field: 'bands[0].max', message: 'Amounts must be positive.' },
    ]);
  });
});

describe('bands as stored', () => {
  it('puts the default band first, then zones by name, zones trimmed', () => {
    expect(
      orderedBands([band(1, 2, 3, ' Zone C'), band(1, 2, 3, 'Zone A'), band(4, 5, 6, '')]).map(
        (b) => b.zone,
      ),
    ).toEqual([null, 'Zone A', 'Zone C']);
  });

  it('default band: the zone-less one, else the first', () => {
    expect(defaultBand([band(1, 2, 3, 'A'), band(4, 5, 6)])?.min).toBe(4);
    expect(defaultBand([band(1, 2, 3, 'A')])?.min).toBe(1);
    expect(defaultBand([])).toBeNull();
  });

  it('names compare trimmed and in any case; empty zones are none', () => {
    expect(sameLevelName(' l3 senior', 'L3 Senior ')).toBe(true);
    expect(sameLevelName('L3', 'L4')).toBe(false);
    expect(normalizeZone('  ')).toBeNull();
    expect(normalizeZone(' London ')).toBe('London');
  });
});

describe('levelInPromotionsMessage', () => {
  it('names the people whose promotion holds the level, five at most', () => {
    expect(levelInPromotionsMessage('L5 Senior', ['Riley Chen'])).toBe(
      'Level L5 Senior is in 1 promotion of an open cycle (Riley Chen). Reject or change it first.',
    );
    expect(levelInPromotionsMessage('L5 Senior', ['A', 'B', 'C', 'D', 'E', 'F', 'G'])).toBe(
      'Level L5 Senior is in 7 promotions of an open cycle (A, B, C, D, E and 2 more). Reject or change them first.',
    );
  });
});
