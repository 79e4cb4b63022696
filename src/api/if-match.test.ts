import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { ifMatch, isStaleRecordError } from './if-match';

describe('If-Match', () => {
  it('sends the loaded version as a strong entity tag', () => {
    expect(ifMatch('k3x9q2m1za')).toEqual({ 'If-Match': '"k3x9q2m1za"' });
    expect(ifMatch(undefined)).toEqual({});
  });

  it('tells a stale record (412) from other failures', () => {
    expect(isStaleRecordError(new ApiError(412, { error: 'x' }))).toBe(true);
    expect(isStaleRecordError(new ApiError(409, { error: 'x' }))).toBe(false);
    expect(isStaleRecordError(new Error('x'))).toBe(false);
  });
});
