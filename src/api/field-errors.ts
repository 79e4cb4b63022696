import { ApiError } from './errors';

/**
 * The per-field messages of a 400 (`details`), first message per field, for a form's
 * `setErrors`; empty for any other error.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const errors: Record<string, string> = {};
  for (const { field, message } of error.body?.details ?? []) errors[field] ??= message;
  return errors;
}
