import { ifMatchAllows, toEntityTag } from '@/lib/record-version';
import { preconditionFailed } from './errors';

/**
 * Versions of the records a person edits. A version is a 53-bit hash of the stored
 * rows that make up what the editor sees, so it changes with every change of them, is the same
 * after a reload of the saved data, and needs no extra column. Rows are frozen and replaced on
 * every write (mocks/db/table.ts), so a row's hash is computed once and kept in a WeakMap: a page
 * of 1,000 rows costs one JSON.stringify per changed row.
 */

/** A row hashed without some of its fields: see {@link ignoring}. */
class Ignoring {
  constructor(
    readonly row: object,
    readonly fields: readonly string[],
  ) {}
}

type Part = object | null | undefined;

/** A part of a version: `row` without `fields` (fields no editor sees that change on their own). */
export function ignoring(row: object, fields: readonly string[]): Ignoring {
  return new Ignoring(row, fields);
}

const hashOf = (part: Part): string =>
  !part
    ? '-'
    : part instanceof Ignoring
      ? String(rowHash(part.row, part.fields))
      : String(rowHash(part));

const hashes = new Map<string, WeakMap<object, number>>();

/** cyrb53 (public domain): a fast, well-mixed 53-bit string hash. */
export function hash53(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * The hash of one stored row, without the fields in `ignore` (fields no editor sees that change
 * on their own, such as a user's last sign-in).
 */
export function rowHash(row: object, ignore: readonly string[] = []): number {
  const key = ignore.join(',');
  let cache = hashes.get(key);
  if (!cache) {
    cache = new WeakMap();
    hashes.set(key, cache);
  }
  let hash = cache.get(row);
  if (hash === undefined) {
    const text =
      ignore.length === 0
        ? JSON.stringify(row)
        : JSON.stringify(row, (name, value: unknown) =>
            ignore.includes(name) ? undefined : value,
          );
    hash = hash53(text);
    cache.set(row, hash);
  }
  return hash;
}

/**
 * The version of a record made of `parts`: stored rows, lists of rows (order counts) or null for
 * a row that does not exist (yet). Base-36 text, at most 11 characters.
 */
export function versionOf(...parts: ReadonlyArray<Part | readonly Part[]>): string {
  const [only] = parts;
  if (parts.length === 1 && only && !Array.isArray(only) && !(only instanceof Ignoring))
    return rowHash(only).toString(36);
  const flat = parts.map((part) =>
    Array.isArray(part) ? `[${part.map((p: Part) => hashOf(p)).join(',')}]` : hashOf(part as Part),
  );
  return hash53(flat.join('|')).toString(36);
}

/**
 * Refuses an update whose `If-Match` names another version than `current`: throws the 412 of the
 * contract, so nothing is written. No `If-Match` (an older client) or `*` lets it through.
 */
export function assertVersion(request: Request, current: string): void {
  if (!ifMatchAllows(request.headers.get('If-Match'), current)) throw preconditionFailed();
}

/** The `ETag` header of a single-record response: `return { ...ok(200, body), headers: etag(v) }`. */
export function etag(version: string): Record<string, string> {
  return { ETag: toEntityTag(version) };
}

/** A 2xx result with the record's version as its `ETag`. */
export function withEtag<R extends { status: number; body?: unknown }>(
  result: R,
  version: string,
): R & { headers: Record<string, string> } {
  return { ...result, headers: etag(version) };
}

/**
 * `ok(status, body)` with the record's version as its `ETag`: the record is `body.data` (or the
 * bare body) and carries `version`.
 */
export function okVersioned<
  S extends number,
  B extends { data: { version: string } } | { version: string },
>(status: S, body: B): { status: S; body: B; headers: Record<string, string> } {
  const version = 'data' in body ? body.data.version : body.version;
  return { status, body, headers: etag(version) };
}
