import type { TableName } from './records';

/**
 * Answers of store reads kept until the data they come from changes. The store records which
 * tables a computation reads while it runs, and a write to one of them drops the answer: there is
 * no list of tables to keep in step by hand, and a write to any other table (a session, column
 * preferences, an audit event) keeps it.
 */

interface Entry {
  readonly cache: Map<unknown, Entry>;
  readonly key: unknown;
  readonly value: unknown;
  readonly group: Group;
}

/**
 * The kept answers computed from the same tables: a write to one of them drops the whole group.
 * 10,000 rows read from the same 20 tables make one group, not 200,000 links from table to row.
 */
interface Group {
  readonly tables: ReadonlySet<TableName>;
  readonly entries: Set<Entry>;
}

/** A kept computation, as the tests that check it follow its tables see it. */
export interface CachedView {
  readonly name: string;
  /** The kept answer for `arg` (computed when there is none). */
  read(arg: unknown): unknown;
  /** The answer computed afresh (inside {@link uncached}: nested kept reads afresh too). */
  compute(arg: unknown): unknown;
  /** The tables the kept answer for `arg` was computed from; undefined while none is kept. */
  tablesOf(arg: unknown): ReadonlySet<TableName> | undefined;
}

/** The tables the innermost computation now running has read; null outside any. */
let reading: Set<TableName> | null = null;
/** Inside {@link uncached}: answers computed afresh, per cache and key, for that call only. */
let fresh: Map<Map<unknown, Entry>, Map<unknown, unknown>> | null = null;
const groups = new Map<string, Group>();
const readers = new Map<TableName, Group[]>();
const caches = new Set<Map<unknown, Entry>>();
const views: CachedView[] = [];

/** Called by the store on every read of `table`. */
export function noteRead(table: TableName): void {
  reading?.add(table);
}

/** Called by the store after a write to `table`: drops every answer computed from it. */
export function dropReadersOf(table: TableName): void {
  for (const group of readers.get(table) ?? []) {
    for (const entry of group.entries) {
      if (entry.cache.get(entry.key) === entry) entry.cache.delete(entry.key);
    }
    group.entries.clear();
  }
}

function groupOf(tables: ReadonlySet<TableName>): Group {
  const name = [...tables].sort().join(' ');
  let group = groups.get(name);
  if (!group) {
    group = { tables, entries: new Set() };
    groups.set(name, group);
    for (const table of tables) {
      const list = readers.get(table);
      if (list) list.push(group);
      else readers.set(table, [group]);
    }
  }
  return group;
}

/** Called by the store after a reset or restore: drops every kept answer. */
export function dropAllCached(): void {
  for (const cache of caches) cache.clear();
  for (const group of groups.values()) group.entries.clear();
}

/**
 * `read()` with every kept answer ignored: each is computed afresh from the data as it is, nested
 * kept reads too, once per key within the call (tests compare the two).
 */
export function uncached<T>(read: () => T): T {
  const outer = fresh;
  fresh = new Map();
  try {
    return read();
  } finally {
    fresh = outer;
  }
}

/** Every kept computation by name (tests walk them). */
export function cachedViews(): readonly CachedView[] {
  return views;
}

/**
 * `compute`'s answer per key, kept until a table it read is written (or the store is reset or
 * restored). `compute` must read stored data through `db` only, and rows through their ids
 * (a row handed in as `arg` was read outside it, so its table would not be recorded). A kept
 * answer read inside another kept computation counts its tables for that one too. Callers must
 * treat the answer as read-only.
 */
export function cached<A, K, V>(
  name: string,
  compute: (arg: A) => V,
  keyOf: (arg: A) => K,
): (arg: A) => V {
  const cache = new Map<unknown, Entry>();
  caches.add(cache);
  const read = (arg: A): V => {
    const key = keyOf(arg);
    if (fresh) {
      let answers = fresh.get(cache);
      if (!answers) fresh.set(cache, (answers = new Map()));
      if (!answers.has(key)) answers.set(key, compute(arg));
      return answers.get(key) as V;
    }
    const kept = cache.get(key);
    if (kept) {
      if (reading) for (const table of kept.group.tables) reading.add(table);
      return kept.value as V;
    }
    const outer = reading;
    const tables = new Set<TableName>();
    reading = tables;
    let value: V;
    try {
      value = compute(arg);
    } finally {
      reading = outer;
      if (outer) for (const table of tables) outer.add(table);
    }
    const entry: Entry = { cache, key, value, group: groupOf(tables) };
    cache.set(key, entry);
    entry.group.entries.add(entry);
    return value;
  };
  views.push({
    name,
    read: (arg) => read(arg as A),
    compute: (arg) => compute(arg as A),
    tablesOf: (arg) => cache.get(keyOf(arg as A))?.group.tables,
  });
  return read;
}
