import { describe, expect, it } from 'vitest';
import { planLevelImport } from './levels';

const existing = [
  { id: 'level_1', name: 'L1 Associate', order: 1, jobFamily: null },
  { id: 'level_2', name: 'L2 Professional', order: 2, jobFamily: 'Engineering' },
];
const row = (level: string, min: string, mid: string, max: string, extra = {}) => ({
  level,
  min,
  mid,
  max,
  ...extra,
});

describe('planLevelImport', () => {
  it('groups rows by level name (any case), updates known levels and creates the others', () => {
    const outcome = planLevelImport(
      [
        row('l2 professional', '70,000', '$78,000', '86000 USD', { zone: 'Zone B' }),
        row('L2 Professional', '65000', '78000', '91000'),
        row('L9 Distinguished', '400000', '450000', '500000', { jobFamily: 'Engineering' }),
      ],
      { levels: existing },
    );
    expect(outcome).toEqual({
      ok: true,
      plan: [
        {
          existingId: 'level_2',
          name: 'L2 Professional',
          order: 2,
          jobFamily: 'Engineering',
          bands: [
            { zone: null, currency: 'USD', min: 65000, mid: 78000, max: 91000 },
            { zone: 'Zone B', currency: 'USD', min: 70000, mid: 78000, max: 86000 },
          ],
        },
        {
          existingId: null,
          name: 'L9 Distinguished',
          order: 3,
          jobFamily: 'Engineering',
          bands: [{ zone: null, currency: 'USD', min: 400000, mid: 450000, max: 500000 }],
        },
      ],
    });
  });

  it('lists every problem on its row and column, all rows or none', () => {
    const outcome = planLevelImport(
      [
        row('', '1', '2', '3'),
        row('L1 Associate', '70000', '60000', '80000', { order: '1' }),
        row('L1 Associate', '50000', '60000', 'lots', { order: '2', currency: 'dollars' }),
        row('L3', '1', '2', '3', { zone: 'A' }),
        row('L3', '1', '2', '3', { zone: ' a ', order: '1001' }),
      ],
      { levels: existing },
    );
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.errors).toEqual([
      { row: 0, field: 'level', message: 'Level is required' },
      { row: 1, field: 'min', message: 'The minimum cannot exceed the midpoint.' },
      { row: 2, field: 'order', message: 'Rows of one level must have the same order' },
      // Two default bands (no zone) for L1 Associate.
      { row: 2, field: 'zone', message: 'Each zone appears once.' },
      { row: 2, field: 'currency', message: 'Currency must be a 3-letter code' },
      { row: 2, field: 'max', message: 'Not an amount: write it like 65,000.00' },
      { row: 4, field: 'order', message: 'Order must be a whole number from 1 to 1000' },
      { row: 4, field: 'zone', message: 'Each zone appears once.' },
    ]);
  });

  it('requires the amounts and keeps them under the money limit', () => {
    const outcome = planLevelImport([row('L1', '', '2', '3000000000')], { levels: [] });
    expect(!outcome.ok && outcome.errors).toEqual([
      { row: 0, field: 'min', message: 'Minimum is required' },
    ]);
    const big = planLevelImport([row('L1', '1', '2', '3000000000')], { levels: [] });
    expect(!big.ok && big.errors).toEqual([
      { row: 0, field: 'max', message: 'Must be at most 1,000,000,000' },
    ]);
  });
});
