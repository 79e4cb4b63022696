import { describe, expect, it } from 'vitest';
import { daysBetween, monthsBefore, toDateKey } from './dates';

describe('toDateKey', () => {
  it.each([
    ['2025-03-31', '2025-03-31'],
    ['2025-03-31T00:00:00.000Z', '2025-03-31'],
    ['2025-03-31T23:59:59-05:00', '2025-03-31'],
    [new Date(2025, 0, 5, 23, 30), '2025-01-05'],
    ['', null],
    [null, null],
    ['not a date', null],
  ] as const)('%s → %s', (value, key) => {
    expect(toDateKey(value)).toBe(key);
  });

  it('reads a Date on its local calendar day, first and last minute of every day of a leap year', () => {
    const pad = (n: number) => String(n).padStart(2, '0');
    for (
      let day = new Date(2024, 0, 1);
      day.getFullYear() === 2024;
      day.setDate(day.getDate() + 1)
    ) {
      const [y, m, d] = [day.getFullYear(), day.getMonth(), day.getDate()];
      const key = `${y}-${pad(m + 1)}-${pad(d)}`;
      expect(toDateKey(new Date(y, m, d, 0, 0))).toBe(key);
      expect(toDateKey(new Date(y, m, d, 23, 59, 59, 999))).toBe(key);
    }
  });

  it('gives null for an invalid Date, and four-digit years below 1000', () => {
    expect(toDateKey(new Date(Number.NaN))).toBeNull();
    const early = new Date(2000, 2, 4);
    early.setFullYear(987);
    expect(toDateKey(early)).toBe('0987-03-04');
  });
});

describe('daysBetween', () => {
  it.each([
    ['2025-01-01', '2025-01-01', 0],
    ['2025-01-01', '2025-01-04', 3],
    ['2025-01-04', '2025-01-01', -3],
    ['2025-02-28', '2025-03-01', 1],
    ['2024-02-28', '2024-03-01', 2],
    ['2025-03-29', '2025-04-02', 4],
    ['2024-12-31T22:00:00Z', '2025-01-01T01:00:00Z', 1],
  ] as const)('%s → %s = %i', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it('is NaN for an invalid date', () => {
    expect(daysBetween('nope', '2025-01-01')).toBeNaN();
  });
});

describe('monthsBefore', () => {
  it.each([
    ['2025-06-15', 12, '2024-06-15'],
    ['2024-02-29', 12, '2023-02-28'],
    ['2025-03-31', 1, '2025-02-28'],
  ] as const)('%s − %i months → %s', (value, months, key) => {
    expect(monthsBefore(value, months)).toBe(key);
  });
});
