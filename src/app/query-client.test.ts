import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { createQueryClient, shouldRetry } from './query-client';

describe('query client retry policy', () => {
  it('never retries 401 and 403', () => {
    expect(shouldRetry(0, new ApiError(401, { error: 'Unauthorized' }))).toBe(false);
    expect(shouldRetry(0, new ApiError(403, { error: 'Forbidden' }))).toBe(false);
  });

  it('retries other failures up to two times', () => {
    const serverError = new ApiError(500, {});
    expect(shouldRetry(0, serverError)).toBe(true);
    expect(shouldRetry(1, serverError)).toBe(true);
    expect(shouldRetry(2, serverError)).toBe(false);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('keeps data fresh for 30 seconds and ignores window focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(30_000);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
  });
});
