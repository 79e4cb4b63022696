/** A figure over several runs: the median, with the spread. */
export interface Summary {
  median: number;
  min: number;
  max: number;
  n: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Median, min and max of the finite values (a run that could not measure gives NaN and is left out). */
export function summarize(values: readonly number[]): Summary {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN, n: 0 };
  return {
    median: median(finite),
    min: Math.min(...finite),
    max: Math.max(...finite),
    n: finite.length,
  };
}

/** Summarizes every numeric field of a list of same-shaped run results. */
export function summarizeRuns<K extends string>(
  runs: readonly Record<K, number>[],
): Record<K, Summary> {
  const keys = new Set<K>();
  for (const run of runs) for (const key of Object.keys(run) as K[]) keys.add(key);
  const out = {} as Record<K, Summary>;
  for (const key of keys) out[key] = summarize(runs.map((run) => run[key] ?? Number.NaN));
  return out;
}
