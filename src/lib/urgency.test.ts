import { describe, expect, it } from 'vitest';
import { daysBetween } from './dates';
import { URGENCY_COLORS, approvalUrgency } from './urgency';

describe('approvalUrgency', () => {
  it.each([
    [0, 'low', 'green'],
    [3, 'low', 'green'],
    [4, 'medium', 'amber'],
    [7, 'medium', 'amber'],
    [8, 'high', 'red'],
    [30, 'high', 'red'],
  ] as const)('%i days → %s (%s)', (days, urgency, color) => {
    expect(approvalUrgency(days)).toBe(urgency);
    expect(URGENCY_COLORS[approvalUrgency(days)]).toBe(color);
  });

  it('counts days pending from calendar dates', () => {
    expect(approvalUrgency(daysBetween('2025-06-01', new Date(2025, 5, 9)))).toBe('high');
  });
});
