import { ApiError } from './errors';

/** A refused input (400) or a value already taken (409, e.g. a team's name) may name its fields. */
const FIELD_STATUSES = new Set([400, 409]);

/**
 * The per-field messages of a 400 or 409 (`details`), first message per field, for a form's
 * `setErrors`; empty for any other error.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !FIELD_STATUSES.has(error.status)) return {};
  const errors: Record<string, string> = {};
  for (const { field, message } of error.body?.details ?? []) errors[field] ??= message;
  return errors;
}
