import {
  DEFAULT_RATE_LIMITS,
  formatRateLimit,
  parseRateLimits,
  RATE_LIMIT_RULES,
  RATE_LIMIT_BYPASS_HEADER,
  RATE_LIMITED_CODE,
  retryAfterMessage,
  retryAfterSeconds,
  type RateLimitRule,
  type RateLimits,
} from '@/lib/rate-limits';
import { onDbChange } from '@mocks/db';
import { now } from '@mocks/http/clock';
import type { ErrorBody } from '@mocks/http/errors';
import { CLIENT_ADDRESS_HEADER } from '@mocks/http/server/client-address';

/**
 * The mock's throttle (openapi.yaml, "Sign-in protection"): counted attempts per rule and key, in
 * memory. The counts start again with the data (every reset or restore of the store), so tests
 * stay independent; the browser mock has one client, the HTTP server one per socket address.
 */

/**
 * The client's address as the HTTP server saw the socket. Only the server's own layer sets it
 * (`mocks/http/server/create-mock-server.ts`), overwriting what a client sent; without it the request comes from
 * the one local client (the browser, a test).
 */
export { CLIENT_ADDRESS_HEADER };
const LOCAL_CLIENT = 'local';

export interface ThrottleSettings {
  limits: RateLimits;
  /** Requests that carry it in {@link RATE_LIMIT_BYPASS_HEADER} are never throttled; null: none. */
  bypassToken: string | null;
}

/** The live settings, read on every throttled call. */
export const throttleSettings: ThrottleSettings = {
  limits: { ...DEFAULT_RATE_LIMITS },
  bypassToken: null,
};

/**
 * Applies the HTTP server's `--rate-limit` (see `parseRateLimits`) and `--rate-limit-bypass`
 * flags; throws on a bad value. Returns the settings now in force.
 */
export function configureThrottle(options: {
  rateLimit?: string;
  bypassToken?: string;
}): ThrottleSettings {
  throttleSettings.limits = parseRateLimits(options.rateLimit ?? 'default');
  throttleSettings.bypassToken = options.bypassToken?.trim() || null;
  return throttleSettings;
}

/** Back to the documented limits, no bypass token. */
export function resetThrottleSettings(): void {
  throttleSettings.limits = { ...DEFAULT_RATE_LIMITS };
  throttleSettings.bypassToken = null;
}

/** Counted attempt times (ms) per `rule` + key. */
const attempts = new Map<string, number[]>();
const SWEEP_AT = 10_000;

export function resetThrottle(): void {
  attempts.clear();
}

onDbChange((change) => {
  if (change.kind === 'reset' || change.kind === 'restore') resetThrottle();
});

/** What the throttle reads of a request: its headers (a fetch Request, or the HTTP server's). */
export interface ThrottledRequest {
  headers: { get(name: string): string | null };
}

/** Who a throttle counts: a rule and its key (an email, a client address). */
export type ThrottleKey = readonly [rule: RateLimitRule, key: string];

/** The account key of a sign-in: the email as the user table compares it. */
export const accountKey = (email: string) => email.trim().toLowerCase();

export function clientAddress(request: ThrottledRequest): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || LOCAL_CLIENT;
}

function bypassed(request: ThrottledRequest): boolean {
  const token = throttleSettings.bypassToken;
  return token !== null && request.headers.get(RATE_LIMIT_BYPASS_HEADER) === token;
}

const mapKey = ([rule, key]: ThrottleKey) => `${rule}\u0000${key}`;

function sweep(nowMs: number): void {
  const longest = Math.max(
    0,
    ...Object.values(throttleSettings.limits).map((limit) => limit?.windowMs ?? 0),
  );
  for (const [key, times] of attempts) {
    if (times.every((t) => t <= nowMs - longest)) attempts.delete(key);
  }
}

/** The 429 a throttled call answers (documented as TooManyRequests). */
export interface TooManyRequests {
  status: 429;
  body: ErrorBody & { code: string };
  headers: { 'Retry-After': string };
}

/** The 429 when any of `keys` is at its limit, else null (and always null with the bypass token). */
export function throttled(
  request: ThrottledRequest,
  keys: readonly ThrottleKey[],
): TooManyRequests | null {
  if (bypassed(request)) return null;
  const nowMs = now().getTime();
  let wait = 0;
  for (const key of keys) {
    const limit = throttleSettings.limits[key[0]];
    const times = attempts.get(mapKey(key));
    if (limit && times) wait = Math.max(wait, retryAfterSeconds(times, limit, nowMs));
  }
  if (wait === 0) return null;
  return {
    status: 429,
    body: { error: retryAfterMessage(wait), code: RATE_LIMITED_CODE },
    headers: { 'Retry-After': String(wait) },
  };
}

/** Counts one attempt against each of `keys` (not with the bypass token). */
export function countAttempt(request: ThrottledRequest, keys: readonly ThrottleKey[]): void {
  if (bypassed(request)) return;
  const nowMs = now().getTime();
  if (attempts.size >= SWEEP_AT) sweep(nowMs);
  for (const key of keys) {
    const limit = throttleSettings.limits[key[0]];
    if (!limit) continue;
    const id = mapKey(key);
    const kept = (attempts.get(id) ?? []).filter((t) => t > nowMs - limit.windowMs);
    kept.push(nowMs);
    attempts.set(id, kept);
  }
}

/** Forgets the attempts counted against `key` (a successful sign-in clears its account). */
export function clearAttempts(key: ThrottleKey): void {
  attempts.delete(mapKey(key));
}

/**
 * For a call that counts every attempt per client address: the 429 when the address is at the
 * rule's limit, else null after counting this attempt.
 */
export function throttleEveryAttempt(
  request: ThrottledRequest,
  rule: RateLimitRule,
): TooManyRequests | null {
  const keys: ThrottleKey[] = [[rule, clientAddress(request)]];
  const refused = throttled(request, keys);
  if (!refused) countAttempt(request, keys);
  return refused;
}

/** One line for the server's start: the limits in force and whether a bypass token is set. */
export function describeThrottle(): string {
  const rules = RATE_LIMIT_RULES.map(
    (rule) => `${rule} ${formatRateLimit(throttleSettings.limits[rule])}`,
  ).join(', ');
  const bypass = throttleSettings.bypassToken
    ? `; requests with ${RATE_LIMIT_BYPASS_HEADER} and the bypass token are not throttled`
    : '';
  return `Rate limits: ${rules}${bypass}`;
}
