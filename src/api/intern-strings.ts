/**
 * Makes equal strings in freshly parsed JSON share one copy. `JSON.parse` creates a new string
 * for every value, so a 10,000-row list holds 10,000 copies of each status, stage id, team name
 * and repeated text: several MiB of the page's heap. Walks arrays and plain objects in place
 * (they must be fresh from the parser, not shared) and returns the same value. Pass one `pool` to
 * the pages of one list so they share their strings too.
 */
export function internStrings<T>(value: T, pool = new Map<string, string>()): T {
  const intern = (text: string): string => {
    const known = pool.get(text);
    if (known !== undefined) return known;
    pool.set(text, text);
    return text;
  };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i += 1) {
        const item: unknown = node[i];
        if (typeof item === 'string') node[i] = intern(item);
        else if (item !== null && typeof item === 'object') visit(item);
      }
      return;
    }
    const record = node as Record<string, unknown>;
    for (const key in record) {
      const item = record[key];
      if (typeof item === 'string') record[key] = intern(item);
      else if (item !== null && typeof item === 'object') visit(item);
    }
  };
  if (value !== null && typeof value === 'object') visit(value);
  return value;
}
