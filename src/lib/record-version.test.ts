import { describe, expect, it } from 'vitest';
import { ifMatchAllows, parseIfMatch, STALE_RECORD, toEntityTag } from './record-version';

describe('record versions', () => {
  it('quotes a version as a strong entity tag', () => {
    expect(toEntityTag('k3x9q2m1za')).toBe('"k3x9q2m1za"');
  });

  it('reads quoted, weak, bare and listed tags', () => {
    expect(parseIfMatch('"a1"')).toEqual(['a1']);
    expect(parseIfMatch('W/"a1"')).toEqual(['a1']);
    expect(parseIfMatch('a1')).toEqual(['a1']);
    expect(parseIfMatch(' "a1", W/"b2" ,c3')).toEqual(['a1', 'b2', 'c3']);
    expect(parseIfMatch('*')).toBe('*');
    expect(parseIfMatch(null)).toBeNull();
    expect(parseIfMatch('   ')).toBeNull();
  });

  it('lets an update through only with the current version, *, or no header', () => {
    expect(ifMatchAllows('"v2"', 'v2')).toBe(true);
    expect(ifMatchAllows('"v1", "v2"', 'v2')).toBe(true);
    expect(ifMatchAllows('"v1"', 'v2')).toBe(false);
    expect(ifMatchAllows('""', 'v2')).toBe(false);
    expect(ifMatchAllows('*', 'v2')).toBe(true);
    expect(ifMatchAllows(null, 'v2')).toBe(true);
  });

  it('tells the user what happened and what to do', () => {
    expect(STALE_RECORD).toEqual({
      error: 'This record was changed by someone else',
      message: 'Review the current values and apply your change again.',
    });
  });
});
