import type { ErrorDetail } from '@mocks/http/errors';

/** A `%` not followed by two hex digits. */
const BAD_ESCAPE = /%(?![0-9A-Fa-f]{2})/;

function decodes(text: string): boolean {
  if (BAD_ESCAPE.test(text)) return false;
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false; // an escape that is not UTF-8, e.g. %C3%28 or %E0%A4%A
  }
}

/**
 * What is wrong with a request target's percent-encoding (`/api/employees/%ZZ`, `?q=%E0%A4%A`),
 * or null when the path and every query key and value decode to UTF-8. Such a request names no
 * resource: the server answers 400 before routing, instead of letting a decoder throw deep inside.
 */
export function malformedTargetProblem(target: string): ErrorDetail | null {
  const mark = target.indexOf('?');
  const path = mark < 0 ? target : target.slice(0, mark);
  const query = mark < 0 ? '' : target.slice(mark + 1);
  if (!decodes(path)) return { field: 'path', message: 'Must be valid percent-encoded UTF-8' };
  const pieces = query.split(/[&=]/).map((piece) => piece.replace(/\+/g, ' '));
  if (!pieces.every(decodes)) {
    return { field: 'query', message: 'Must be valid percent-encoded UTF-8' };
  }
  return null;
}
