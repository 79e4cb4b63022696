import { describe, expect, it } from 'vitest';
import { canonicalJson, isValidIdempotencyKey } from './idempotency';

describe('isValidIdempotencyKey', () => {
  it('takes a UUID and any 1 to 255 printable characters', () => {
    expect(isValidIdempotencyKey('3f0c2a9e-8d41-4f6b-9a57-1c2d3e4f5a6b')).toBe(true);
    expect(isValidIdempotencyKey('a')).toBe(true);
    expect(isValidIdempotencyKey('k'.repeat(255))).toBe(true);
  });

  it('refuses an empty key, a longer one, spaces and other characters', () => {
    expect(isValidIdempotencyKey('')).toBe(false);
    expect(isValidIdempotencyKey('k'.repeat(256))).toBe(false);
    expect(isValidIdempotencyKey('two words')).toBe(false);
    expect(isValidIdempotencyKey('clé')).toBe(false);
  });
});

describe('canonicalJson', () => {
  it('says the same for the same fields in another order, at any depth', () => {
    expect(canonicalJson({ name: 'Q3', scope: { b: 1, a: [2, { y: 1, x: 0 }] } })).toBe(
      canonicalJson({ scope: { a: [2, { x: 0, y: 1 }], b: 1 }, name: 'Q3' }),
    );
  });

  it('tells apart bodies that differ in a value, in array order or in a field', () => {
    const base = canonicalJson({ name: 'Q3', teamIds: ['a', 'b'] });
    expect(canonicalJson({ name: 'Q4', teamIds: ['a', 'b'] })).not.toBe(base);
    expect(canonicalJson({ name: 'Q3', teamIds: ['b', 'a'] })).not.toBe(base);
    expect(canonicalJson({ name: 'Q3', teamIds: ['a', 'b'], extra: null })).not.toBe(base);
  });

  it('leaves out undefined fields, as JSON does, and reads no body as null', () => {
    expect(canonicalJson({ a: 1, b: undefined })).toBe('{"a":1}');
    expect(canonicalJson(undefined)).toBe('null');
  });
});
