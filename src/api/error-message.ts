import { ApiError, GENERIC_ERROR_MESSAGE } from './errors';

/**
 * The one message a user sees for a failed call: the server's `error`, else its `message`,
 * else the screen's own fallback text from the spec.
 */
export function getErrorMessage(err: unknown, fallback = GENERIC_ERROR_MESSAGE): string {
  if (err instanceof ApiError) {
    return err.message && err.message !== GENERIC_ERROR_MESSAGE ? err.message : fallback;
  }
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}
