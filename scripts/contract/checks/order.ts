import type { SequenceCheck } from '../sequences';
import type { Dto } from '../world';

const hasValue = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Rows out of order for `key` (values compared by `compare`), and rows with a value after one without. */
export function orderProblems(
  rows: Dto[],
  key: (row: Dto) => unknown,
  order: 'asc' | 'desc',
  compare: (a: never, b: never) => number,
): string[] {
  const problems: string[] = [];
  let previous: unknown;
  let sawEmpty = false;
  rows.forEach((row, i) => {
    const value = key(row);
    if (!hasValue(value)) {
      sawEmpty = true;
      return;
    }
    if (sawEmpty) problems.push(`row ${i} (${row.id}) has a value after a row without one`);
    if (previous !== undefined) {
      const c = compare(previous as never, value as never);
      if (order === 'asc' ? c > 0 : c < 0) {
        problems.push(`row ${i} (${row.id}) is out of ${order} order`);
      }
    }
    previous = value;
  });
  return problems;
}

/** A check of a list sequence: its first three problems, or none. */
export function check(label: string, problems: string[], category?: 'visibility'): SequenceCheck {
  return {
    label,
    problem: problems.length > 0 ? problems.slice(0, 3).join('; ') : null,
    ...(category && { category }),
  };
}
