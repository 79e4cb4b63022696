import { memoUntil } from './memo';
import type { TableName } from './records';

/**
 * `compute`'s answer per key, kept until one of `tables` changes (or the store is reset or
 * restored). Narrower than `memoUntilChange`: a sign-in writes a session and the user's last
 * sign-in, which must not throw away a 10,000-employee name order. List `tables` in full: every
 * table `compute` reads, or a stale answer is served. Callers must treat the answer as read-only.
 */
export function memoUntilTablesChange<A, K, V>(
  tables: readonly TableName[],
  compute: (arg: A) => V,
  keyOf: (arg: A) => K,
): (arg: A) => V {
  const watched = new Set<TableName>(tables);
  return memoUntil((change) => !change.table || watched.has(change.table), compute, keyOf);
}
