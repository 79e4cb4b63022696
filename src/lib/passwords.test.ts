import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PASSWORD_SPECIALS,
  TEMP_PASSWORD_CHARSETS,
  TEMP_PASSWORD_EXPIRY_HOURS,
  generateTemporaryPassword,
  isStrongPassword,
  secureRandomIndex,
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

/** Deterministic index source for the generator: a whole number in [0, n). */
const seeded = (seed: number) => (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return Math.floor((seed / 2147483648) * n);
};

/** Fills every crypto.getRandomValues draw from `values`, in turn (repeating the last). */
function stubCrypto(...values: number[]) {
  let next = 0;
  return vi.spyOn(crypto, 'getRandomValues').mockImplementation((array: ArrayBufferView) => {
    const view = array as Uint32Array;
    for (let i = 0; i < view.length; i++) view[i] = values[Math.min(next++, values.length - 1)]!;
    return array;
  });
}

describe('generateTemporaryPassword', () => {
  const allowed = new Set(Object.values(TEMP_PASSWORD_CHARSETS).join(''));
  const meets = (password: string) =>
    password.length === 12 &&
    isStrongPassword(password) &&
    !/[0Oo1lI]/.test(password) &&
    [...password].every((c) => allowed.has(c)) &&
    /[!@#$%^&*]/.test(password);
  const meetsRules = (password: string) => expect(password).toSatisfy(meets);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([1, 2, 3, 42, 1234, 99999])(
    'seed %i gives a strong 12-char password without look-alikes',
    (seed) => {
      meetsRules(generateTemporaryPassword(seeded(seed)));
    },
  );

  it('every one of 500 passwords from the default generator meets the rules', () => {
    const passwords = Array.from({ length: 500 }, () => generateTemporaryPassword());
    expect(passwords.filter((password) => !meets(password))).toEqual([]);
  });

  it.each([
    ['the first', () => 0],
    ['the last', (n: number) => n - 1],
  ])('stays valid when every draw is %s index', (_, randomIndex) => {
    meetsRules(generateTemporaryPassword(randomIndex));
  });

  it('varies between calls', () => {
    const passwords = new Set(Array.from({ length: 20 }, () => generateTemporaryPassword()));
    expect(passwords.size).toBeGreaterThan(15);
  });

  it('draws from crypto.getRandomValues, never from Math.random', () => {
    const mathRandom = vi.spyOn(Math, 'random');
    const cryptoRandom = vi.spyOn(crypto, 'getRandomValues');
    generateTemporaryPassword();
    expect(mathRandom).not.toHaveBeenCalled();
    expect(cryptoRandom).toHaveBeenCalled();
  });

  it('is what crypto.getRandomValues makes it: the same draws, the same password', () => {
    stubCrypto(0);
    const zeros = generateTemporaryPassword();
    expect(generateTemporaryPassword()).toBe(zeros);
    meetsRules(zeros);
    vi.restoreAllMocks();
    stubCrypto(5);
    const fives = generateTemporaryPassword();
    expect(fives).not.toBe(zeros);
    meetsRules(fives);
  });
});

describe('secureRandomIndex', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('maps a draw into [0, n)', () => {
    stubCrypto(29);
    expect(secureRandomIndex(24)).toBe(5);
  });

  it('draws again past the last whole multiple of n, so no index is favoured', () => {
    // 2^32 = 24 × 178,956,970 + 16: the top 16 draws would favour indexes 0–15.
    const draws = stubCrypto(2 ** 32 - 1, 2 ** 32 - 16, 2 ** 32 - 17);
    expect(secureRandomIndex(24)).toBe((2 ** 32 - 17) % 24);
    expect(draws).toHaveBeenCalledTimes(3);
  });

  it('gives every index of [0, n) and nothing else over many draws', () => {
    const seen = new Set(Array.from({ length: 1000 }, () => secureRandomIndex(7)));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('temporary password expiry', () => {
  it('offers the spec expiry choices', () => {
    expect(TEMP_PASSWORD_EXPIRY_HOURS).toEqual([1, 6, 12, 24, 48, 72]);
  });
});
