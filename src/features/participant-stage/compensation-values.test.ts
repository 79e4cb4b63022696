import { describe, expect, it } from 'vitest';
import { currentValuesByType } from './compensation-values';

describe('currentValuesByType', () => {
  const types = [
    { id: 'base', name: 'Base Salary' },
    { id: 'bonus', name: 'Annual Bonus' },
    { id: 'stock', name: 'Stock Options' },
  ];
  const history = [
    {
      effectiveDate: '2025-03-01',
      components: [
        { typeId: 'base', amount: 80000 },
        { typeId: 'bonus', amount: 2000 },
      ],
    },
    {
      effectiveDate: '2026-03-01',
      components: [
        { typeId: 'base', amount: 85000 },
        { typeId: 'bonus', amount: 3000 },
      ],
    },
    { effectiveDate: '2024-03-01', components: [{ typeId: 'bonus', amount: 9999 }] },
  ];
  it("salary types use the participant's current salary; others their latest amount; none → null", () => {
    expect(Object.fromEntries(currentValuesByType(types, history, 86000))).toEqual({
      base: 86000,
      bonus: 3000,
      stock: null,
    });
  });
  it('without a known current salary the latest salary component counts', () => {
    expect(currentValuesByType(types, history, null).get('base')).toBe(85000);
  });
});
