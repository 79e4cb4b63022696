import type { Row, SortingFn } from '@tanstack/react-table';

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Orders two cell values: numbers and dates by value, text case-insensitively with natural numbers ('Item 2' < 'Item 10'). */
export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(a == null ? '' : String(a), b == null ? '' : String(b));
}

/**
 * Default sorting of every DataTable column. react-table's 'auto' picks the comparator from rows 11+ only,
 * so short lists fell back to a case-sensitive compare ('alice' after 'Zed').
 */
export const smartSortingFn: SortingFn<unknown> = <T>(
  rowA: Row<T>,
  rowB: Row<T>,
  columnId: string,
) => compareValues(rowA.getValue(columnId), rowB.getValue(columnId));
