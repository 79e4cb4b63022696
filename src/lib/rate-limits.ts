/**
 * The throttling rules of the public auth calls (openapi.yaml, "Sign-in protection"): which
 * attempts count, per what, how many in which sliding window. Pure: the mock keeps the counts,
 * the app reads nothing here but {@link retryAfterMessage}.
 */

/** The rules, by the names `--rate-limit` uses. */
export const RATE_LIMIT_RULES = [
  'login-account',
  'login-address',
  'forgot-password',
  'register',
  'waitlist',
  'refused',
] as const;
export type RateLimitRule = (typeof RATE_LIMIT_RULES)[number];

/** At most `limit` counted attempts in any `windowMs`; null: the rule is off. */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

export type RateLimits = Record<RateLimitRule, RateLimit | null>;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The documented limits. Sign-in counts failures only (a real user's typos, an attacker's
 * guesses), per account and per client address; the calls that send mail or create records count
 * every attempt per client address; `refused` counts the public calls refused as invalid or too
 * large (400, 413) per client address, so a flood of bad bodies is turned away before parsing.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  'login-account': { limit: 10, windowMs: 15 * MINUTE_MS },
  'login-address': { limit: 50, windowMs: 15 * MINUTE_MS },
  'forgot-password': { limit: 10, windowMs: 15 * MINUTE_MS },
  register: { limit: 10, windowMs: HOUR_MS },
  waitlist: { limit: 10, windowMs: HOUR_MS },
  refused: { limit: 20, windowMs: 15 * MINUTE_MS },
};

/** Every rule off. */
export const NO_RATE_LIMITS: RateLimits = Object.fromEntries(
  RATE_LIMIT_RULES.map((rule) => [rule, null]),
) as RateLimits;

/** Header whose value, when it equals the configured bypass token, skips every limit (tests). */
export const RATE_LIMIT_BYPASS_HEADER = 'X-Meritly-Rate-Limit-Bypass';

/** `code` of a 429 body. */
export const RATE_LIMITED_CODE = 'rate_limited';

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: MINUTE_MS, h: HOUR_MS };

function parseWindow(text: string): number | null {
  const match = /^(\d+)(ms|s|m|h)$/.exec(text);
  if (!match) return null;
  const ms = Number(match[1]) * UNIT_MS[match[2]!]!;
  return ms > 0 ? ms : null;
}

/**
 * Reads a `--rate-limit` value: `default`, `off`, or comma-separated `rule=LIMIT/WINDOW` or
 * `rule=off` changes to the defaults, e.g. `login-account=5/1m,register=off` (windows in `ms`,
 * `s`, `m` or `h`). Throws an Error naming the first bad part.
 */
export function parseRateLimits(spec: string): RateLimits {
  const text = spec.trim();
  if (text === '' || text === 'default') return { ...DEFAULT_RATE_LIMITS };
  if (text === 'off') return { ...NO_RATE_LIMITS };
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS };
  for (const part of text.split(',')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    if (!RATE_LIMIT_RULES.includes(name as RateLimitRule)) {
      throw new Error(
        `Unknown rate limit "${name}": use one of ${RATE_LIMIT_RULES.join(', ')}, or default, or off`,
      );
    }
    const rule = name as RateLimitRule;
    if (value === 'off') {
      limits[rule] = null;
      continue;
    }
    const [count, window] = (value ?? '').split('/');
    const limit = Number(count);
    const windowMs = parseWindow(window ?? '');
    if (!/^\d+$/.test(count ?? '') || limit < 1 || windowMs === null) {
      throw new Error(`Bad rate limit "${part}": write ${rule}=LIMIT/WINDOW (e.g. 10/15m) or off`);
    }
    limits[rule] = { limit, windowMs };
  }
  return limits;
}

/** A rule as the README and the server's start line print it, e.g. `10/15m`. */
export function formatRateLimit(limit: RateLimit | null): string {
  if (!limit) return 'off';
  const { windowMs } = limit;
  const window =
    windowMs % HOUR_MS === 0
      ? `${windowMs / HOUR_MS}h`
      : windowMs % MINUTE_MS === 0
        ? `${windowMs / MINUTE_MS}m`
        : windowMs % 1000 === 0
          ? `${windowMs / 1000}s`
          : `${windowMs}ms`;
  return `${limit.limit}/${window}`;
}

/**
 * Seconds until a key with these counted attempts (times in ms, any order) may try again at
 * `nowMs`, or 0 when it may now: at the limit, the oldest attempt inside the window must leave it.
 */
export function retryAfterSeconds(attempts: readonly number[], rule: RateLimit, nowMs: number) {
  const inWindow = attempts.filter((t) => t > nowMs - rule.windowMs).sort((a, b) => a - b);
  if (inWindow.length < rule.limit) return 0;
  const freedAt = inWindow[inWindow.length - rule.limit]! + rule.windowMs;
  return Math.max(1, Math.ceil((freedAt - nowMs) / 1000));
}

/** The 429's `error`: when to try again, in whole minutes (at least one). */
export function retryAfterMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
