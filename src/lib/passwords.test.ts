import { describe, expect, it } from 'vitest';
import {
  PASSWORD_SPECIALS,
  TEMP_PASSWORD_CHARSETS,
  TEMP_PASSWORD_EXPIRY_HOURS,
  generateTemporaryPassword,
  isStrongPassword,
  isValidEmail,
  passwordChecks,
} from './passwords';

describe('passwordChecks', () => {
  it.each([
    ['Abcdef1!', { length: true, upper: true, lower: true, digit: true, special: true }],
    ['Abcde1!', { length: false, upper: true, lower: true, digit: true, special: true }],
    ['abcdefg1!', { length: true, upper: false, lower: true, digit: true, special: true }],
    ['ABCDEFG1!', { length: true, upper: true, lower: false, digit: true, special: true }],
    ['Abcdefgh!', { length: true, upper: true, lower: true, digit: false, special: true }],
    ['Abcdefgh1', { length: true, upper: true, lower: true, digit: true, special: false }],
    ['Abcdefg1_', { length: true, upper: true, lower: true, digit: true, special: false }],
    ['', { length: false, upper: false, lower: false, digit: false, special: false }],
  ])('%s', (password, checks) => {
    expect(passwordChecks(password)).toEqual(checks);
  });

  it.each([...PASSWORD_SPECIALS])('accepts %s as the special character', (special) => {
    expect(isStrongPassword(`Abcdefg1${special}`)).toBe(true);
  });
});

describe('isStrongPassword', () => {
  it.each([
    ['Passw0rd!', true],
    ['Pa1!aaaa', true],
    ['Pa1!aaa', false],
    ['password1!', false],
    ['Password!!', false],
    ['Password12', false],
  ])('%s → %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });
});

describe('isValidEmail', () => {
  it.each([
    ['ada@example.com', true],
    ['a.b+c@sub.example.co', true],
    ['ada@example', false],
    ['ada example@x.com', false],
    ['@example.com', false],
    ['ada@.com', false],
    ['', false],
  ])('%s → %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});

/** Deterministic [0, 1) sequence for the generator. */
const seeded = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

describe('generateTemporaryPassword', () => {
  const allowed = new Set(Object.values(TEMP_PASSWORD_CHARSETS).join(''));

  it.each([1, 2, 3, 42, 1234, 99999])(
    'seed %i gives a strong 12-char password without look-alikes',
    (seed) => {
      const password = generateTemporaryPassword(seeded(seed));
      expect(password).toHaveLength(12);
      expect(isStrongPassword(password)).toBe(true);
      expect(password).not.toMatch(/[0Oo1lI]/);
      expect([...password].every((c) => allowed.has(c))).toBe(true);
      expect(password).toMatch(/[!@#$%^&*]/);
    },
  );

  it.each([0, 0.999999999])('stays valid when random always returns %d', (value) => {
    const password = generateTemporaryPassword(() => value);
    expect(password).toHaveLength(12);
    expect(isStrongPassword(password)).toBe(true);
  });

  it('varies between calls with Math.random', () => {
    const passwords = new Set(Array.from({ length: 20 }, () => generateTemporaryPassword()));
    expect(passwords.size).toBeGreaterThan(15);
  });

  it('offers the spec expiry choices', () => {
    expect(TEMP_PASSWORD_EXPIRY_HOURS).toEqual([1, 6, 12, 24, 48, 72]);
  });
});
