import { getRounds } from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_PASSWORD_HASH } from '@mocks/seed/accounts';
import { DUMMY_PASSWORD_HASH, hashPassword, PASSWORD_HASH_COST, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with bcrypt at cost 8 and verifies only the right password', () => {
    const hash = hashPassword('Str0ng!Pass');
    expect(hash).toMatch(/^\$2[ab]\$08\$/);
    expect(getRounds(hash)).toBe(PASSWORD_HASH_COST);
    expect(hash).not.toContain('Str0ng!Pass');
    expect(verifyPassword('Str0ng!Pass', hash)).toBe(true);
    expect(verifyPassword('str0ng!Pass', hash)).toBe(false);
  });

  it('salts every hash', () => {
    expect(hashPassword('Str0ng!Pass')).not.toBe(hashPassword('Str0ng!Pass'));
  });

  it('treats an empty or malformed hash as a mismatch', () => {
    expect(verifyPassword('anything', '')).toBe(false);
    expect(verifyPassword('anything', 'not-a-bcrypt-hash')).toBe(false);
  });

  it('ships the precomputed hash of the demo password', () => {
    expect(verifyPassword(DEMO_PASSWORD, DEMO_PASSWORD_HASH)).toBe(true);
    expect(getRounds(DEMO_PASSWORD_HASH)).toBe(PASSWORD_HASH_COST);
  });

  it('keeps a dummy hash of the same cost for unknown emails, matching no password tried', () => {
    expect(getRounds(DUMMY_PASSWORD_HASH)).toBe(PASSWORD_HASH_COST);
    expect(verifyPassword(DEMO_PASSWORD, DUMMY_PASSWORD_HASH)).toBe(false);
    expect(verifyPassword('', DUMMY_PASSWORD_HASH)).toBe(false);
  });
});
