import { describe, expect, it } from 'vitest';
import { compareValues } from './data-table-sorting';

const sorted = (values: unknown[]) => [...values].sort(compareValues);

describe('compareValues', () => {
  it('sorts text case-insensitively with natural numbers', () => {
    expect(sorted(['Zed', 'alice', 'Bob', 'Item 10', 'Item 2'])).toEqual([
      'alice',
      'Bob',
      'Item 2',
      'Item 10',
      'Zed',
    ]);
  });

  it('sorts numbers and dates by value', () => {
    expect(sorted([100, 9, 25.5, -1])).toEqual([-1, 9, 25.5, 100]);
    const early = new Date('2024-01-05');
    const late = new Date('2024-10-01');
    expect(sorted([late, early])).toEqual([early, late]);
  });

  it('sorts ISO date strings chronologically and puts empty values first', () => {
    expect(sorted(['2024-10-01', '2024-01-05', null, '2023-12-31'])).toEqual([
      null,
      '2023-12-31',
      '2024-01-05',
      '2024-10-01',
    ]);
  });
});
