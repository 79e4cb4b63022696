import { fieldErrorsOf } from '@/api/field-errors';

/**
 * Puts a 400's `details` on the form's own fields (issue 20 §3): each detail whose field (after
 * `rename`, for a form whose names differ from the request's) is one of `fields` becomes that
 * field's error. Returns whether any landed; the caller shows the rest as the form's message.
 */
export function landFieldErrors(
  error: unknown,
  fields: Iterable<string>,
  setErrors: (errors: Record<string, string>) => void,
  rename: Record<string, string> = {},
): boolean {
  const known = new Set(fields);
  const landed: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    const name = rename[field] ?? field;
    if (known.has(name)) landed[name] ??= message;
  }
  if (Object.keys(landed).length === 0) return false;
  setErrors(landed);
  return true;
}
