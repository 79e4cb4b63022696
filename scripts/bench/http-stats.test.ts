import { describe, expect, it } from 'vitest';
import { percentile, summarizeLoad } from './http-stats';

describe('HTTP bench statistics', () => {
  it('takes the nearest-rank percentile: the smallest value with at least p % at or below it', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1, unsorted
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([7, 3, 5], 50)).toBe(5);
    // With fewer than 100 values the p99 is the slowest one.
    expect(percentile([1, 2, 3, 40], 99)).toBe(40);
    expect(percentile([], 50)).toBeNaN();
    expect(() => percentile([1], 0)).toThrow(RangeError);
  });

  it('summarizes a run: requests per second over the wall time, p50, p99, max, size', () => {
    const latencies = [...Array.from({ length: 98 }, () => 10), 200, 900];
    const figures = summarizeLoad(latencies, 2, 2000, 2048);
    expect(figures).toMatchObject({
      requests: 100,
      errors: 2,
      seconds: 2,
      rps: 50,
      p50: 10,
      p99: 200,
      max: 900,
      bodyKiB: 2,
    });
  });
});
