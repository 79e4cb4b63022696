/** Spec 01 §9: "Minimum password length 8." */
export const PASSWORD_MIN_LENGTH = 8;

/** Spec 01 §5: the special characters a password may use to satisfy the special-character rule. */
export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';

/** Spec 01 §5: "else 'Password does not meet requirements'". */
export const PASSWORD_REQUIREMENTS_MESSAGE = 'Password does not meet requirements';

export interface PasswordChecks {
  length: boolean;
  upper: boolean;
  lower: boolean;
  digit: boolean;
  special: boolean;
}

/** Labels for the live requirement checklist (the spec names the rules, not their labels). */
export const PASSWORD_CHECK_LABELS: Record<keyof PasswordChecks, string> = {
  length: `At least ${PASSWORD_MIN_LENGTH} characters`,
  upper: 'An uppercase letter',
  lower: 'A lowercase letter',
  digit: 'A number',
  special: 'A special character',
};

/**
 * Spec 01 §5: "at least 8 characters, an uppercase letter, a lowercase letter, a digit and a special
 * character from !@#$%^&*(),.?":{}|<>".
 */
export function passwordChecks(password: string): PasswordChecks {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    upper: /[A-Z]/.test(password),
    lower: /[a-z]/.test(password),
    digit: /\d/.test(password),
    special: [...password].some((c) => PASSWORD_SPECIALS.includes(c)),
  };
}

/** All five rules of spec 01 §5 hold. */
export function isStrongPassword(password: string): boolean {
  return Object.values(passwordChecks(password)).every(Boolean);
}

/** Spec 01 §5: "Email must look like {email} without spaces": something@something.something. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** Spec 01 §9: "Generated temporary password: length 12". */
export const TEMP_PASSWORD_LENGTH = 12;

/** Spec 01 §9 generator alphabet: no look-alikes (0 O o 1 l I); symbols !@#$%^&*. */
export const TEMP_PASSWORD_CHARSETS = {
  upper: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
  lower: 'abcdefghijkmnpqrstuvwxyz',
  digit: '23456789',
  symbol: '!@#$%^&*',
} as const;

const UINT32_RANGE = 2 ** 32;

/**
 * A uniform whole number in [0, n), from the platform's cryptographic generator: a temporary
 * password must not be guessable from earlier ones, as Math.random's output can be. Draws at or
 * above the largest multiple of n below 2^32 are drawn again, so no index is more likely than another.
 */
export function secureRandomIndex(n: number): number {
  const limit = UINT32_RANGE - (UINT32_RANGE % n);
  const draw = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(draw);
    if (draw[0]! < limit) return draw[0]! % n;
  }
}

const pick = (chars: string, randomIndex: (n: number) => number) =>
  chars[Math.min(chars.length - 1, randomIndex(chars.length))]!;

/**
 * Spec 01 §9: a 12-character temporary password "from a character set excluding look-alike characters,
 * including digits and symbols !@#$%^&*". It always holds an upper, a lower, a digit and a symbol, so it
 * passes isStrongPassword. `randomIndex(n)` returns a whole number in [0, n).
 */
export function generateTemporaryPassword(
  randomIndex: (n: number) => number = secureRandomIndex,
): string {
  const { upper, lower, digit, symbol } = TEMP_PASSWORD_CHARSETS;
  const all = upper + lower + digit + symbol;
  const chars = [
    pick(upper, randomIndex),
    pick(lower, randomIndex),
    pick(digit, randomIndex),
    pick(symbol, randomIndex),
  ];
  while (chars.length < TEMP_PASSWORD_LENGTH) chars.push(pick(all, randomIndex));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = Math.min(i, randomIndex(i + 1));
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/** Spec 01 §9: "Expiry choices 1, 6, 12, 24, 48, 72 hours". */
export const TEMP_PASSWORD_EXPIRY_HOURS = [1, 6, 12, 24, 48, 72] as const;
/** Spec 01 §9: "default 24". */
export const DEFAULT_TEMP_PASSWORD_EXPIRY_HOURS = 24;
/** Spec 01 §9: "force change default on". */
export const DEFAULT_FORCE_PASSWORD_CHANGE = true;
/** Spec 01 §9: "Regeneration delay 0.5 s; 'copied' indicator 2 s." */
export const TEMP_PASSWORD_REGENERATE_DELAY_MS = 500;
export const COPIED_INDICATOR_MS = 2000;
