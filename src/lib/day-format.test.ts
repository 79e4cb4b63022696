import { describe, expect, it } from 'vitest';
import { formatDay, formatInstant, titleCase } from './day-format';

describe('formatDay', () => {
  it('formats the calendar day of dates and instants, without shifting by time zone', () => {
    expect(formatDay('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatDay('2026-03-31T23:30:00.000Z')).toBe('Mar 31, 2026');
  });

  it('shows an em dash for a missing value', () => {
    expect(formatDay(null)).toBe('—');
    expect(formatDay('')).toBe('—');
  });
});

describe('titleCase', () => {
  it('turns stored values into labels', () => {
    expect(titleCase('annual')).toBe('Annual');
    expect(titleCase('spot_bonus')).toBe('Spot Bonus');
  });
});

describe('formatInstant', () => {
  it('shows the day and the time of an instant, and an em dash when missing', () => {
    expect(formatInstant('2025-03-01T09:30:00')).toBe('Mar 1, 2025, 9:30 AM');
    expect(formatInstant(null)).toBe('—');
  });
});
