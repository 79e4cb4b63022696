/**
 * A number written into a request body as it is, for numbers JSON can spell but no double holds:
 * `1e309` is valid JSON text, and `JSON.parse` (like most parsers) reads it as Infinity, which a
 * careless server stores and later sends on as `null`. `JSON.stringify` cannot write it, so
 * {@link toJsonText} puts the literal in place of a marker.
 */
export class JsonLiteral {
  constructor(readonly text: string) {}

  toJSON(): string {
    return `${MARK}${this.text}${MARK}`;
  }

  toString(): string {
    return this.text;
  }
}

const MARK = '\u0000json-literal\u0000';
// JSON.stringify writes the marker's NUL characters as \u0000.
const MARKED = /"\\u0000json-literal\\u0000([-+.\deE]+)\\u0000json-literal\\u0000"/g;

/** JSON text of a value, with each {@link JsonLiteral} written as its literal. */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value).replace(MARKED, '$1');
}
