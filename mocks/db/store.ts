import { dropAllCached, dropReadersOf } from './cached';
import type { DbRecords, DbTables, TableName } from './records';
import { ID_PREFIX, SCHEMA, TABLE_NAMES } from './schema';
import { ModelTable, type ChangeKind, type Table } from './table';

/** Bumped whenever a record shape changes, so a persisted snapshot of an older shape is dropped. */
export const DB_SCHEMA_VERSION = 3;

import type { ScenarioName } from '../scenarios';

export { SCENARIO_NAMES, type ScenarioName } from '../scenarios';

export interface DbChange {
  /** 'sync': rows written as they are (another tab's changes, saved changes), once per table. */
  kind: ChangeKind | 'reset' | 'restore' | 'sync';
  /** Set for insert, update, remove and sync. */
  table?: TableName;
  id?: string;
  /** Every id a removeWhere removed (`id` is the first of them). */
  ids?: readonly string[];
}

/** Rows by table and id, as they are now; null for a row that was removed. */
export type RowChanges = { [K in TableName]?: Record<string, DbRecords[K] | null> };

/** Plain JSON: safe to `JSON.stringify` into browser storage and back. */
export interface DbSnapshot {
  version: number;
  scenario: ScenarioName;
  tables: DbTables;
}

export type Db = { [K in TableName]: Table<DbRecords[K]> };

const listeners = new Set<(change: DbChange) => void>();
let scenario: ScenarioName = 'empty';

function notify(change: DbChange): void {
  if (change.table) dropReadersOf(change.table);
  else dropAllCached();
  for (const listener of Array.from(listeners)) {
    try {
      listener(change);
    } catch (error) {
      console.error('[mocks/db] change listener failed', error);
    }
  }
}

const tables = {} as { [K in TableName]: ModelTable<DbRecords[K]> };
/** The same tables, typed loosely for the loops that treat every table alike. */
const anyTables = tables as unknown as Record<TableName, ModelTable<{ id: string }>>;
for (const name of TABLE_NAMES) {
  anyTables[name] = new ModelTable<{ id: string }>(
    name,
    ID_PREFIX[name],
    SCHEMA[name],
    (table, kind, id, ids) =>
      notify(
        ids
          ? { kind, table: table as TableName, id, ids }
          : { kind, table: table as TableName, id },
      ),
  );
}

export const db: Db = tables;

/** Replaces the whole store with `data` and notifies once. */
export function loadTables(
  data: Partial<DbTables>,
  loadedScenario: ScenarioName,
  kind: 'reset' | 'restore',
): void {
  for (const name of TABLE_NAMES) tables[name].clear();
  try {
    for (const name of TABLE_NAMES) {
      anyTables[name].load(data[name] ?? []);
    }
  } catch (error) {
    for (const name of TABLE_NAMES) tables[name].clear();
    throw error;
  }
  scenario = loadedScenario;
  notify({ kind });
}

/** The scenario the current data was seeded from (kept through a snapshot round-trip). */
export function currentScenario(): ScenarioName {
  return scenario;
}

export function snapshotDb(): DbSnapshot {
  const snapshotTables = Object.fromEntries(
    TABLE_NAMES.map((name) => [name, tables[name].all()]),
  ) as DbTables;
  return { version: DB_SCHEMA_VERSION, scenario, tables: snapshotTables };
}

/** Throws (and leaves the store unchanged) when the snapshot is not of this schema version. */
export function restoreDb(snapshot: DbSnapshot): void {
  if (!snapshot || snapshot.version !== DB_SCHEMA_VERSION || typeof snapshot.tables !== 'object') {
    throw new Error(
      `Unsupported db snapshot (version ${snapshot?.version}, expected ${DB_SCHEMA_VERSION})`,
    );
  }
  loadTables(snapshot.tables, snapshot.scenario, 'restore');
}

/**
 * Writes `changes` into the store as they are (rows replaced or added, null rows removed), then
 * notifies once per table with kind 'sync'. Unknown tables are ignored. Throws on a row the
 * table's schema refuses, after writing the rows before it.
 */
export function applyRowChanges(changes: RowChanges): void {
  for (const name of Object.keys(changes) as TableName[]) {
    const table = anyTables[name];
    const rows = changes[name];
    if (!table || !rows) continue;
    for (const [id, row] of Object.entries(rows)) {
      if (row === null) table.drop(id);
      else table.put({ ...(row as { id: string }), id });
    }
    notify({ kind: 'sync', table: name });
  }
}

/**
 * Calls `listener` after every insert, update and remove (once per removeWhere), and once after a
 * reset or restore. Synchronous: a persister should debounce. Returns the unsubscribe function.
 */
export function onDbChange(listener: (change: DbChange) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
