import { describe, expect, it } from 'vitest';
import { firstOfNextMonth } from './effective-date';

describe('firstOfNextMonth', () => {
  it('is the 1st of the next month, the next year in December', () => {
    expect(firstOfNextMonth(new Date(2026, 10, 15))).toBe('2026-12-01');
    expect(firstOfNextMonth(new Date(2026, 11, 31))).toBe('2027-01-01');
  });
});
