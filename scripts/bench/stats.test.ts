import { describe, expect, it } from 'vitest';
import { median, summarize, summarizeRuns } from './stats';

describe('bench statistics', () => {
  it('takes the middle value of an odd count and the mean of the middle pair of an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves failed runs (NaN) out of the median, min and max and counts only the measured ones', () => {
    expect(summarize([120, Number.NaN, 80, 100])).toEqual({ median: 100, min: 80, max: 120, n: 3 });
    expect(summarize([Number.NaN]).n).toBe(0);
  });

  it('summarizes each field of the runs separately', () => {
    const result = summarizeRuns([
      { fcp: 300, lcp: 500 },
      { fcp: 100, lcp: 900 },
      { fcp: 200, lcp: 700 },
    ]);
    expect(result.fcp.median).toBe(200);
    expect(result.lcp).toEqual({ median: 700, min: 500, max: 900, n: 3 });
  });
});
