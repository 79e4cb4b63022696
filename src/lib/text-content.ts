/**
 * What a text field may hold (openapi.yaml, "Text fields"): the one rule of the server, its mock
 * and the forms.
 *
 * Refused in every text field: C0 controls (U+0000–U+001F) but the line breaks and tab a
 * multi-line text keeps, DEL and C1 controls (U+007F–U+009F; ANSI escapes start with ESC or CSI),
 * the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069: they show a name
 * or an amount in another order than it is stored), the invisible spaces and joiners that make
 * two names that look equal differ (U+200B zero-width space, U+2060 word joiner, U+FEFF byte
 * order mark), the line and paragraph separators (U+2028, U+2029) and lone surrogates (no
 * character at all; no other system can store them).
 *
 * Kept: U+200D ZWJ and U+200C ZWNJ, which join emoji sequences (👩‍💻) and shape words in Persian
 * and the Indic scripts, and U+200E/U+200F, the marks right-to-left writers type: refusing them
 * would refuse real names, and none reorders text beyond itself.
 */

/** Single-line (names, titles, emails, codes) or multi-line (comments, notes, letters). */
export type TextKind = 'line' | 'multiline';

/** The field message of a refused text. */
export const TEXT_CONTROL_MESSAGE = 'Cannot contain control or invisible formatting characters';

// Control characters are what this rule is about.
const REFUSED =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u2028\u2029\u202A-\u202E\u2060\u2066-\u2069\uFEFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

/** True when `value` holds nothing the field refuses. */
export function isAcceptedText(value: string, kind: TextKind): boolean {
  return !REFUSED.test(value) && (kind === 'multiline' || !LINE_BREAK_OR_TAB.test(value));
}

/** {@link TEXT_CONTROL_MESSAGE} when the field refuses `value`, else undefined. */
export function textProblem(value: string, kind: TextKind): string | undefined {
  return isAcceptedText(value, kind) ? undefined : TEXT_CONTROL_MESSAGE;
}

/**
 * An accepted text as it is stored: composed (NFC), so "é" typed as one character or as "e" and a
 * combining accent is one name, found by one search, and unique once; a multi-line text's line
 * breaks as `\n` (Windows sends `\r\n`, old Macs `\r`).
 */
export function normaliseText(value: string, kind: TextKind): string {
  const composed = value.normalize('NFC');
  return kind === 'multiline' ? composed.replace(/\r\n?/g, '\n') : composed;
}
