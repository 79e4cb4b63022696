/**
 * Record versions ("no lost updates"): every record a person edits carries an opaque
 * `version`; single-record responses send it as `ETag: "<version>"`, and updates send it back as
 * `If-Match`. A stale one gets 412 with {@link STALE_RECORD} and changes nothing. Shared by the mock
 * (which checks If-Match) and the app (which sends it and explains a 412).
 */

/** The 412 body: `error` is what the user reads, `message` what to do. */
export const STALE_RECORD = {
  error: 'This record was changed by someone else',
  message: 'Review the current values and apply your change again.',
} as const;

/** HTTP status of a stale version. */
export const PRECONDITION_FAILED = 412;

/** `version` as a strong entity tag, for `ETag` and `If-Match`: `"<version>"`. */
export function toEntityTag(version: string): string {
  return `"${version}"`;
}

/**
 * The versions an `If-Match` header names: `"a"`, `W/"a"` and a bare `a` all name `a`, a
 * comma-separated list names each; `*` names any. Null when the header is absent or blank.
 */
export function parseIfMatch(header: string | null | undefined): '*' | string[] | null {
  if (header === null || header === undefined || header.trim() === '') return null;
  if (header.trim() === '*') return '*';
  return header
    .split(',')
    .map((tag) =>
      tag
        .trim()
        .replace(/^W\//i, '')
        .replace(/^"(.*)"$/, '$1'),
    )
    .filter((tag) => tag !== '');
}

/**
 * Whether an update sent with `header` may apply to a record whose version is `current`: no
 * header (an older client) or `*` does; otherwise one of the named versions must be `current`.
 */
export function ifMatchAllows(header: string | null | undefined, current: string): boolean {
  const tags = parseIfMatch(header);
  return tags === null || tags === '*' || tags.includes(current);
}
