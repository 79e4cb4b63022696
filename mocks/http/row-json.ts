import { deepFreeze } from '@mocks/db/deep-freeze';

/**
 * The JSON text of the list rows the mock keeps built (`keepBuiltRows`), kept with them: a row is
 * written out once per change instead of once per call. A page of 1,000 employees is about 1 MB
 * of JSON, and writing it took the HTTP server about 4 of its 8 ms per call; the rows of a page
 * asked for again (paging back, another sort, a refetch) are already written.
 */
const texts = new WeakMap<object, string | null>();

/** Freezes a row built for keeping (and all it holds), so that its JSON can be kept with it. */
export function keptRow<T extends object>(row: T): T {
  deepFreeze(row);
  texts.set(row, null);
  return row;
}

function rowText(row: unknown): string {
  if (row !== null && typeof row === 'object' && texts.has(row)) {
    let text = texts.get(row);
    if (text == null) {
      text = JSON.stringify(row);
      texts.set(row, text);
    }
    return text;
  }
  // As JSON.stringify writes an array's element: nothing to write becomes null.
  return JSON.stringify(row) ?? 'null';
}

/** A list whose rows are kept (the first tells: a list's rows are built alike). */
function holdsKeptRows(value: unknown): boolean {
  if (!Array.isArray(value) || value.length === 0) return false;
  const first: unknown = value[0];
  return first !== null && typeof first === 'object' && texts.has(first);
}

// Joined with `+`, not Array.join or a template: V8 keeps the pieces as a rope and copies them
// once, when the text is encoded or parsed, instead of once per join (a page of 1,000 rows).
function arrayText(rows: readonly unknown[]): string {
  let text = '[';
  for (let i = 0; i < rows.length; i += 1) text += (i === 0 ? '' : ',') + rowText(rows[i]);
  return text + ']';
}

/**
 * `JSON.stringify(body)`, the same text, with the kept rows of its lists (the body itself, or any
 * array of its top level) taken from their kept JSON.
 */
export function jsonText(body: unknown): string {
  if (holdsKeptRows(body)) return arrayText(body as unknown[]);
  if (body === null || typeof body !== 'object' || Object.getPrototypeOf(body) !== Object.prototype)
    return JSON.stringify(body);
  const record = body as Record<string, unknown>;
  if (typeof record.toJSON === 'function' || !Object.values(record).some(holdsKeptRows))
    return JSON.stringify(body);
  let text = '';
  for (const key of Object.keys(record)) {
    const value = record[key];
    const valueText = Array.isArray(value) ? arrayText(value) : JSON.stringify(value);
    if (valueText !== undefined) text += `${text ? ',' : ''}${JSON.stringify(key)}:` + valueText;
  }
  return '{' + text + '}';
}
