import { describe, expect, it } from 'vitest';
import { unwrapList } from './unwrap';

describe('unwrapList', () => {
  it('accepts a bare array and a data-wrapped array', () => {
    expect(unwrapList([1, 2])).toEqual([1, 2]);
    expect(unwrapList({ data: [3] })).toEqual([3]);
  });

  it('returns an empty list for nothing', () => {
    expect(unwrapList(null)).toEqual([]);
    expect(unwrapList(undefined)).toEqual([]);
  });
});
