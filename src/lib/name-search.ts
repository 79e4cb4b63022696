/**
 * Text as people searches compare it: accents taken off (NFD, combining marks dropped) and lower
 * case, so "Sofía", "SOFIA" and "sofia" are one word.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The words of a search as typed, folded ({@link foldText}); commas separate words like spaces,
 * so "Alvarez, Sofia" is the words "alvarez" and "sofia". No words: no search.
 */
export function searchWords(query: string | null | undefined): string[] {
  return foldText(query ?? '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

/**
 * The people search of every list (contract: the `search` query parameter): a person matches when
 * every word of the search is part of one of their texts (names, email, and whatever else the
 * list searches), in any order. `texts` must already be folded; no words match everyone.
 */
export function matchesSearchWords(
  words: readonly string[],
  texts: readonly (string | null | undefined)[],
): boolean {
  return words.every((word) => texts.some((text) => text?.includes(word)));
}

/** {@link matchesSearchWords} for a search as typed and texts as stored. */
export function matchesNameSearch(
  query: string | null | undefined,
  texts: readonly (string | null | undefined)[],
): boolean {
  const words = searchWords(query);
  if (words.length === 0) return true;
  return matchesSearchWords(
    words,
    texts.map((text) => (text ? foldText(text) : text)),
  );
}
