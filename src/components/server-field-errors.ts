import { setIn } from 'formik';
import { fieldErrorsOf } from '@/api/field-errors';

/** `bands[0].min` → `bands`: the form field a nested detail belongs to. */
const rootOf = (field: string) => field.split(/[[.]/, 1)[0]!;

/**
 * Puts a 400's or 409's `details` on the form's own fields: each detail whose field (after
 * `rename`, for a form whose names differ from the request's) is one of `fields` becomes that
 * field's error; a detail on a property of a list's item (`bands[0].min`) lands on that item's
 * field when the list is one of `fields`. Returns whether any landed; the caller shows the rest
 * as the form's message.
 */
export function landFieldErrors(
  error: unknown,
  fields: Iterable<string>,
  setErrors: (errors: Record<string, string>) => void,
  rename: Record<string, string> = {},
): boolean {
  const known = new Set(fields);
  let landed: Record<string, string> = {};
  let count = 0;
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    const name = rename[field] ?? field;
    if (known.has(name)) {
      landed[name] ??= message;
      count += 1;
    } else if (/^\w+\[\d+\]\.\w+$/.test(name) && known.has(rootOf(name))) {
      landed = setIn(landed, name, message) as Record<string, string>;
      count += 1;
    }
  }
  if (count === 0) return false;
  setErrors(landed);
  return true;
}
