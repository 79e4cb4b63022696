import { describe, expect, it } from 'vitest';
import {
  bonusesLast12Months,
  componentTypeName,
  currentSalary,
  lastIncrease,
  type CompensationEntryLike,
} from './compensation';

const entry = (
  effectiveDate: string,
  ...components: [string | { name: string }, number][]
): CompensationEntryLike => ({
  effectiveDate,
  components: components.map(([type, amount]) => ({ type, amount, currency: 'USD' })),
});

const history: CompensationEntryLike[] = [
  entry('2024-01-01', ['Base Salary', 90000]),
  entry('2025-04-01T00:00:00.000Z', [{ name: 'Base Salary' }, 99000], ['Annual Bonus', 5000]),
  entry('2023-01-01', ['SALARY', 80000]),
  entry('2024-06-15', ['Sales Commission', 1200]),
  entry('2024-06-16', ['Spot bonus', 300]),
  entry('2025-06-15', ['Bonus', 700]),
  entry('2025-06-16', ['Bonus', 10000]),
  entry('2025-05-01', ['Stock Options', 4000]),
];

describe('componentTypeName', () => {
  it.each<[string | { name: string } | null, string]>([
    ['Base Salary', 'base salary'],
    [{ name: 'Annual Bonus' }, 'annual bonus'],
    [null, ''],
  ])('%j → %s', (type, name) => {
    expect(componentTypeName({ type })).toBe(name);
  });
});

describe('currentSalary', () => {
  it.each<[string, CompensationEntryLike[], number | null]>([
    ['latest salary by effective date, not list order', history, 99000],
    ['single entry', [entry('2020-01-01', ['Salary', 50000])], 50000],
    ['no salary component', [entry('2020-01-01', ['Bonus', 5000])], null],
    ['empty history', [], null],
    [
      'later non-salary entry ignored',
      [entry('2020-01-01', ['Salary', 50000]), entry('2021-01-01', ['Bonus', 1])],
      50000,
    ],
  ])('%s → %s', (_case, list, expected) => {
    expect(currentSalary(list)).toBe(expected);
  });

  it('on one day, the entry listed first in the newest-first history (the later approval)', () => {
    // A 2% raise approved on 2026-11-15, then a promotion approved the same day on that salary.
    const sameDay = [
      entry('2026-11-15', ['Base Salary', 136812.6]),
      entry('2026-11-15', ['Base Salary', 134130]),
      entry('2025-12-10', ['Base Salary', 131500]),
    ];
    expect(currentSalary(sameDay)).toBe(136812.6);
  });
});

describe('bonusesLast12Months', () => {
  it('sums bonus and commission components after the day a year ago, up to today', () => {
    // 2024-06-16 spot 300 + 2025-04-01 annual 5000 + 2025-06-15 bonus 700; 2024-06-15 is a year ago, 2025-06-16 future
    expect(bonusesLast12Months(history, new Date(2025, 5, 15, 9))).toBe(6000);
  });

  it.each<[string, number]>([
    ['2024-06-15', 1200],
    ['2024-06-14', 0],
  ])('commission on %s, now 2025-06-14 → %d', (date, total) => {
    expect(
      bonusesLast12Months([entry(date, ['Sales Commission', 1200])], new Date(2025, 5, 14)),
    ).toBe(total);
  });

  it('follows `now` from one call to the next (a list works its window out once)', () => {
    const commission = [entry('2024-06-15', ['Sales Commission', 1200])];
    expect(bonusesLast12Months(commission, new Date(2025, 5, 14))).toBe(1200);
    expect(bonusesLast12Months(commission, new Date(2025, 5, 15))).toBe(0);
    expect(bonusesLast12Months(commission, new Date(2025, 5, 14, 18))).toBe(1200);
  });

  it('is 0 with no history', () => {
    expect(bonusesLast12Months([], new Date())).toBe(0);
  });
});

describe('lastIncrease', () => {
  it('reports the newest salary change against the salary before it', () => {
    expect(lastIncrease(history)).toEqual({
      date: '2025-04-01',
      salary: 99000,
      previousSalary: 90000,
      amount: 9000,
      percent: 10,
    });
  });

  it('skips entries where the salary stayed the same', () => {
    expect(
      lastIncrease([
        entry('2022-01-01', ['Salary', 60000]),
        entry('2023-01-01', ['Salary', 63000]),
        entry('2024-01-01', ['Salary', 63000]),
      ]),
    ).toEqual({
      date: '2023-01-01',
      salary: 63000,
      previousSalary: 60000,
      amount: 3000,
      percent: 5,
    });
  });

  it('rounds the percent to 2 decimals and keeps decreases', () => {
    expect(
      lastIncrease([
        entry('2022-01-01', ['Salary', 60000]),
        entry('2023-01-01', ['Salary', 55000]),
      ]),
    ).toMatchObject({
      amount: -5000,
      percent: -8.33,
    });
  });

  it('on one day, from the entry listed second to the one listed first', () => {
    expect(
      lastIncrease([
        entry('2026-11-15', ['Base Salary', 56100]),
        entry('2026-11-15', ['Base Salary', 51000]),
        entry('2025-12-10', ['Base Salary', 50000]),
      ]),
    ).toEqual({
      date: '2026-11-15',
      salary: 56100,
      previousSalary: 51000,
      amount: 5100,
      percent: 10,
    });
  });

  it.each<[string, CompensationEntryLike[]]>([
    ['one salary only', [entry('2022-01-01', ['Salary', 60000])]],
    ['no history', []],
  ])('is null with %s', (_case, list) => {
    expect(lastIncrease(list)).toBeNull();
  });
});
