/** Latency figures of one bounded HTTP run (milliseconds; requests per second). */
export interface LoadFigures {
  requests: number;
  /** Answers that were not the expected status (or failed on the socket). */
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** The largest answer's body, KiB. */
  bodyKiB: number;
}

/**
 * The p-th percentile (0 < p ≤ 100) by the nearest-rank method: the smallest value with at least
 * p % of the values at or below it. An empty list gives NaN.
 */
export function percentile(values: readonly number[], p: number): number {
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile ${p} is not in (0, 100]`);
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.max(0, rank - 1)]!;
}

/** Figures of a run from each request's latency, the failures, the wall time and a body size. */
export function summarizeLoad(
  latenciesMs: readonly number[],
  errors: number,
  wallMs: number,
  bodyBytes: number,
): LoadFigures {
  const requests = latenciesMs.length;
  return {
    requests,
    errors,
    seconds: wallMs / 1000,
    rps: wallMs > 0 ? (requests * 1000) / wallMs : Number.NaN,
    p50: percentile(latenciesMs, 50),
    p99: percentile(latenciesMs, 99),
    max: requests > 0 ? Math.max(...latenciesMs) : Number.NaN,
    bodyKiB: bodyBytes / 1024,
  };
}
