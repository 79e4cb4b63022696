import { describe, expect, it } from 'vitest';
import type { CompensationEntry } from '@/api/resources/dashboards';
import { compensationSeries } from './compensation-series';

const entry = (
  effectiveDate: string,
  components: [string, number][],
  changeType = 'annual',
): CompensationEntry => ({
  id: `ch_${effectiveDate}`,
  employeeId: 'emp_1',
  effectiveDate,
  changeType,
  changeReason: null,
  reviewCycleId: null,
  components: components.map(([name, amount], i) => ({
    id: `c_${effectiveDate}_${i}`,
    type: { id: name, name },
    typeId: name,
    amount,
    currency: 'USD',
  })),
});

describe('compensationSeries', () => {
  it('gives the base salary in force and total cash with the bonuses of the 12 months before each change', () => {
    const history = [
      entry('2024-12-01', [
        ['Base Salary', 100000],
        ['Annual Bonus', 3000],
      ]),
      entry('2023-03-01', [['Base Salary', 90000]], 'hire'),
      entry('2025-01-15', [['Spot Bonus', 500]], 'bonus'),
      entry('2025-12-01', [
        ['Base Salary', 104000],
        ['Annual Bonus', 3500],
      ]),
    ];
    expect(compensationSeries(history)).toEqual([
      { date: '2023-03-01', baseSalary: 90000, totalCash: 90000 },
      { date: '2024-12-01', baseSalary: 100000, totalCash: 103000 },
      { date: '2025-01-15', baseSalary: 100000, totalCash: 103500 },
      // The 2024-12-01 bonus is exactly 12 months old and no longer counts.
      { date: '2025-12-01', baseSalary: 104000, totalCash: 108000 },
    ]);
  });

  it('starts once a salary is known and is empty without history', () => {
    expect(compensationSeries([entry('2024-01-01', [['Annual Bonus', 100]], 'bonus')])).toEqual([]);
    expect(compensationSeries([])).toEqual([]);
  });
});
