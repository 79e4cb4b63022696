import { describe, expect, it } from 'vitest';
import { currentCycle, isCycleActive, isCycleOverdue } from './cycles';

const now = new Date(2025, 5, 15, 12, 0);

describe('isCycleActive by status name', () => {
  it.each([
    ['In Progress', true],
    ['in progress', true],
    ['IN_PROGRESS', true],
    ['Active', true],
    ['started', true],
    ['Running', true],
    ['OPEN', true],
    ['Draft', false],
    ['Completed', false],
    ['Pending', false],
  ])('%s → %s (dates ignored)', (name, active) => {
    expect(
      isCycleActive({ status: { name }, startDate: '2020-01-01', endDate: '2020-02-01' }, now),
    ).toBe(active);
  });
});

describe('isCycleActive without a status name', () => {
  it.each([
    ['2025-06-01', '2025-06-30', true],
    ['2025-06-15', '2025-06-30', true],
    ['2025-06-01', '2025-06-15', true],
    ['2025-06-16', '2025-06-30', false],
    ['2025-06-01', '2025-06-14', false],
    ['2025-06-01T00:00:00.000Z', '2025-06-15T00:00:00.000Z', true],
    [null, '2025-06-30', false],
  ])('start %s end %s → %s', (startDate, endDate, active) => {
    expect(isCycleActive({ status: null, startDate, endDate }, now)).toBe(active);
    expect(isCycleActive({ status: { name: '' }, startDate, endDate }, now)).toBe(active);
  });
});

describe('currentCycle', () => {
  it('is the first active cycle', () => {
    const cycles = [
      { id: 1, status: { name: 'Draft' } },
      { id: 2, status: { name: 'Active' } },
      { id: 3, status: { name: 'Open' } },
    ];
    expect(currentCycle(cycles, now)?.id).toBe(2);
  });

  it('is undefined when none is active', () => {
    expect(currentCycle([{ status: { name: 'Completed' } }], now)).toBeUndefined();
  });
});

describe('isCycleOverdue', () => {
  it.each([
    ['2025-06-14', 'Active', true],
    ['2025-06-14', 'Draft', true],
    ['2025-06-14', undefined, true],
    ['2025-06-14', 'Completed', false],
    ['2025-06-14', 'completed', false],
    ['2025-06-14', 'Closed', false],
    ['2025-06-15', 'Active', false],
    ['2025-07-01', 'Active', false],
    [null, 'Active', false],
  ])('end %s status %s → %s', (endDate, name, overdue) => {
    expect(isCycleOverdue({ endDate, status: name ? { name } : null }, now)).toBe(overdue);
  });
});
