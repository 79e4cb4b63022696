import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareText, compareValues } from './data-table-sorting';

const sorted = (values: unknown[]) => [...values].sort(compareValues);

describe('compareValues', () => {
  it('sorts text case-insensitively with natural numbers', () => {
    expect(sorted(['Zed', 'alice', 'Bob', 'Item 10', 'Item 2', 'item 02b'])).toEqual([
      'alice',
      'Bob',
      'Item 2',
      'item 02b',
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

  it('leaves accented letters to the collator', () => {
    expect(sorted(['Zoë', 'Émile', 'Eve'])).toEqual(['Émile', 'Eve', 'Zoë']);
  });
});

describe('compareText', () => {
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  const word = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,8}[0-9]{0,3}$/);

  it('agrees in sign with Intl.Collator on letters, spaces and trailing numbers', () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(Math.sign(compareText(a, b))).toBe(Math.sign(collator.compare(a, b)));
      }),
    );
  });

  it('is antisymmetric', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(Math.sign(compareText(a, b))).toBe(-Math.sign(compareText(b, a)) || 0);
      }),
    );
  });
});
