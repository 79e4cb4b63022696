import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RATE_LIMITS,
  formatRateLimit,
  parseRateLimits,
  retryAfterMessage,
  retryAfterSeconds,
} from './rate-limits';

const MIN = 60_000;

describe('parseRateLimits', () => {
  it('reads default, off and per-rule changes', () => {
    expect(parseRateLimits('default')).toEqual(DEFAULT_RATE_LIMITS);
    expect(Object.values(parseRateLimits('off'))).toEqual([null, null, null, null, null, null]);
    // openapi.yaml, Sign-in protection: refused requests, 20 in 15 minutes per client address.
    expect(DEFAULT_RATE_LIMITS.refused).toEqual({ limit: 20, windowMs: 15 * MIN });
    const limits = parseRateLimits('login-account=5/30s, register=off');
    expect(limits['login-account']).toEqual({ limit: 5, windowMs: 30_000 });
    expect(limits.register).toBeNull();
    expect(limits['login-address']).toEqual(DEFAULT_RATE_LIMITS['login-address']);
  });

  it.each(['signin=5/1m', 'register=5', 'register=0/1m', 'register=5/1d', 'register=x/1m'])(
    'refuses %s',
    (spec) => {
      expect(() => parseRateLimits(spec)).toThrow(/rate limit/);
    },
  );

  it('formats what it reads', () => {
    expect(formatRateLimit({ limit: 10, windowMs: 15 * MIN })).toBe('10/15m');
    expect(formatRateLimit({ limit: 10, windowMs: 60 * MIN })).toBe('10/1h');
    expect(formatRateLimit(null)).toBe('off');
  });
});

describe('retryAfterSeconds', () => {
  const rule = { limit: 3, windowMs: 10 * MIN };
  it('is 0 below the limit and waits for the oldest counted attempt at it', () => {
    expect(retryAfterSeconds([0, 1000], rule, 2000)).toBe(0);
    expect(retryAfterSeconds([0, 1000, 2000], rule, 2000)).toBe(598);
    // Attempts older than the window no longer count.
    expect(retryAfterSeconds([0, 5 * MIN, 6 * MIN], rule, 10 * MIN)).toBe(0);
    expect(retryAfterSeconds([5 * MIN, 6 * MIN, 9 * MIN], rule, 10 * MIN)).toBe(300);
  });
});

describe('retryAfterMessage', () => {
  it('says when, in whole minutes', () => {
    expect(retryAfterMessage(900)).toBe('Too many attempts. Try again in 15 minutes.');
    expect(retryAfterMessage(1)).toBe('Too many attempts. Try again in 1 minute.');
    expect(retryAfterMessage(61)).toBe('Too many attempts. Try again in 2 minutes.');
  });
});
