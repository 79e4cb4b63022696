/**
 * Makes equal values in freshly parsed JSON share one copy. `JSON.parse` creates a new string for
 * every value and a new object for every record, so a 10,000-row list holds 10,000 copies of each
 * status, stage id and team name, and of each small record that repeats: the approver of a step,
 * a stage, a level, a band position given twice in a row, a row's flags. Strings are shared, and so
 * are flat objects and arrays (every value a string, number, boolean or null) with the same keys
 * and values in the same order; a shared one is frozen, since a change to it would reach every row
 * that holds it.
 * Walks arrays and plain objects in place (they must be fresh from the parser, not shared) and
 * returns the same value. Pass one `pool` to the pages of one list so they share too.
 */
export function internStrings<T>(value: T, pool: InternPool = newInternPool()): T {
  const intern = (text: string): string => {
    const known = pool.strings.get(text);
    if (known !== undefined) return known;
    pool.strings.set(text, text);
    return text;
  };
  /** The object itself, or an equal flat object seen before. */
  const visit = (node: object): object => {
    let flat = true;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i += 1) {
        const item: unknown = node[i];
        if (typeof item === 'string') node[i] = intern(item);
        else if (item !== null && typeof item === 'object') {
          node[i] = visit(item);
          flat = false;
        }
      }
    } else {
      const record = node as Record<string, unknown>;
      for (const name in record) {
        const item = record[name];
        if (typeof item === 'string') record[name] = intern(item);
        else if (item !== null && typeof item === 'object') {
          record[name] = visit(item);
          flat = false;
        }
      }
    }
    if (!flat) return node;
    // Its JSON says it whole: array or object, keys and their order, each value and its type.
    const key = JSON.stringify(node);
    const known = pool.records.get(key);
    if (known !== undefined) {
      if (!Object.isFrozen(known)) Object.freeze(known);
      return known;
    }
    pool.records.set(key, node);
    return node;
  };
  if (value !== null && typeof value === 'object') return visit(value) as T;
  return value;
}

/** What {@link internStrings} has seen: shared by the pages of one list. */
export interface InternPool {
  strings: Map<string, string>;
  records: Map<string, object>;
}

export function newInternPool(): InternPool {
  return { strings: new Map(), records: new Map() };
}
