/**
 * Repeated submits (openapi.yaml, parameter IdempotencyKey): a creating call sent again with the
 * same `Idempotency-Key`, by the same user, within {@link IDEMPOTENCY_WINDOW_MS}, creates nothing
 * and gets the first answer again; the same key with another request answers 422
 * {@link IDEMPOTENCY_KEY_REUSED}. Shared by the mock (which keeps the answers) and the app (which
 * sends the keys).
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** How long a server keeps the answer of a key. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** HTTP status of a key sent again with another request. */
export const IDEMPOTENCY_KEY_REUSED_STATUS = 422;

export const IDEMPOTENCY_KEY_REUSED = {
  error: 'This Idempotency-Key was used for another request',
  message: 'Send a new key with a new request.',
} as const;

export const INVALID_IDEMPOTENCY_KEY = 'Idempotency-Key must be 1 to 255 printable characters';

/** The contract's shape of a key: 1 to 255 printable ASCII characters, no spaces. */
export function isValidIdempotencyKey(key: string): boolean {
  return /^[!-~]{1,255}$/.test(key);
}

/**
 * `value` as JSON with every object's keys in order, so two bodies that say the same thing compare
 * equal whatever order their fields were written in.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
