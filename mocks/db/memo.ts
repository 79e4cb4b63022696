import { onDbChange, type DbChange } from './store';

/** `compute`'s answer per key, forgotten on every store change `clears` accepts. */
export function memoUntil<A, K, V>(
  clears: (change: DbChange) => boolean,
  compute: (arg: A) => V,
  keyOf: (arg: A) => K,
): (arg: A) => V {
  const cache = new Map<K, V>();
  onDbChange((change) => {
    if (clears(change)) cache.clear();
  });
  return (arg) => {
    const key = keyOf(arg);
    if (cache.has(key)) return cache.get(key)!;
    const value = compute(arg);
    cache.set(key, value);
    return value;
  };
}

/**
 * `compute`'s answer per key, kept until the store next changes. Reads that walk a whole
 * 10,000-participant cycle (guardrail flags, name order) then run once per change, not once per
 * page of a list. Callers must treat the answer as read-only.
 */
export function memoUntilChange<A, K, V>(
  compute: (arg: A) => V,
  keyOf: (arg: A) => K,
): (arg: A) => V {
  return memoUntil(() => true, compute, keyOf);
}
