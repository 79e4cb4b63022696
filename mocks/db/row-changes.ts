import { seed } from '@mocks/seed';
import { hashSeed } from '@mocks/seed/random';
import type { DbTables, TableName } from './records';
import { TABLE_NAMES } from './schema';
import {
  applyRowChanges,
  db,
  DB_SCHEMA_VERSION,
  loadTables,
  onDbChange,
  type RowChanges,
  type ScenarioName,
} from './store';

/**
 * The browser's saved data: the scenario's seed (the same `seededAt` seeds the same rows) and every
 * row changed since, as it is now. A sign-in on `large` saves one session row instead of the 31 MB
 * of the whole store, so `large` keeps its data over a reload too.
 */
export interface SavedChanges {
  format: 'changes';
  version: number;
  scenario: ScenarioName;
  seededAt: string;
  /** Fingerprint of the seeded rows' ids: changes are never laid over other seed data. */
  seed: string;
  changes: RowChanges;
  /** The write that saved this copy (the clock's milliseconds, increasing): see PendingChanges. */
  write?: number;
  /**
   * The whole store, saved while it is small: restoring the demo's 4,764 rows takes about a third
   * of the time seeding them does. The changes are kept beside it for when the store outgrows it.
   */
  tables?: DbTables;
}

/** Up to this many rows the whole store is saved too (the demo: 4,764; `large`: 114,801). */
export const FULL_COPY_ROWS = 20_000;

export function storeRowCount(): number {
  let rows = 0;
  for (const name of TABLE_NAMES) rows += db[name].count();
  return rows;
}

/** Adds `from` to `into` (a later row of an id replaces the earlier one). */
export function mergeChanges(into: RowChanges, from: RowChanges): RowChanges {
  const target = into as Record<string, Record<string, unknown>>;
  for (const [name, rows] of Object.entries(from as Record<string, Record<string, unknown>>)) {
    Object.assign((target[name] ??= {}), rows);
  }
  return into;
}

export function hasChanges(changes: RowChanges): boolean {
  return Object.values(changes).some((rows) => rows && Object.keys(rows).length > 0);
}

/**
 * The ids of the rows changed since the last `take()`, collected from the store's change events;
 * `take()` reads their rows as they are then (null: removed). Changes made inside `untracked()`
 * (rows another tab sent) are not collected.
 */
export class ChangeTracker {
  private dirty = new Map<TableName, Set<string>>();
  private paused = 0;
  private readonly unsubscribe: () => void;

  constructor(private readonly onChange: () => void = () => undefined) {
    this.unsubscribe = onDbChange((change) => {
      if (this.paused > 0 || !change.table || !change.id) return;
      let ids = this.dirty.get(change.table);
      if (!ids) this.dirty.set(change.table, (ids = new Set()));
      for (const id of change.ids ?? [change.id]) ids.add(id);
      this.onChange();
    });
  }

  get isEmpty(): boolean {
    return this.dirty.size === 0;
  }

  take(): RowChanges {
    const changes: Record<string, Record<string, unknown>> = {};
    for (const [name, ids] of this.dirty) {
      const rows: Record<string, unknown> = {};
      for (const id of ids) rows[id] = db[name].find(id) ?? null;
      changes[name] = rows;
    }
    this.dirty = new Map();
    return changes as RowChanges;
  }

  clear(): void {
    this.dirty = new Map();
  }

  untracked<T>(act: () => T): T {
    this.paused += 1;
    try {
      return act();
    } finally {
      this.paused -= 1;
    }
  }

  dispose(): void {
    this.unsubscribe();
  }
}

/** A hash of every table's row ids, in order: cheap (no row is serialised), 8 hex digits. */
export function seedFingerprint(): string {
  const parts: string[] = [];
  for (const name of TABLE_NAMES) {
    const rows = db[name].all();
    parts.push(`${name}:${rows.length}`);
    for (const row of rows) parts.push(row.id);
  }
  return hashSeed(parts.join(',')).toString(16).padStart(8, '0');
}

/** Seeds `scenario` at `seededAt`; answers the saved form of that seed with no changes yet. */
export function seedScenario(scenario: ScenarioName, seededAt: Date): SavedChanges {
  loadTables(seed(scenario, seededAt), scenario, 'reset');
  return {
    format: 'changes',
    version: DB_SCHEMA_VERSION,
    scenario,
    seededAt: seededAt.toISOString(),
    seed: seedFingerprint(),
    changes: {},
  };
}

/**
 * Restores the saved whole store, else seeds the saved data's scenario at its date and lays its
 * changes over it. Throws (leaving the
 * store seeded without the changes) when the data is not of this format, version, scenario or
 * seed, or a row is refused.
 */
export function restoreChanges(saved: SavedChanges, scenario: ScenarioName): SavedChanges {
  if (
    !saved ||
    saved.format !== 'changes' ||
    saved.version !== DB_SCHEMA_VERSION ||
    saved.scenario !== scenario ||
    typeof saved.seededAt !== 'string' ||
    Number.isNaN(Date.parse(saved.seededAt))
  ) {
    throw new Error('Saved mock data of another format, version or scenario');
  }
  const { tables, ...changes } = saved;
  if (tables) {
    loadTables(tables, scenario, 'restore');
    return { ...changes, changes: saved.changes ?? {} };
  }
  const base = seedScenario(scenario, new Date(saved.seededAt));
  if (base.seed !== saved.seed) throw new Error('Saved mock data of other seed data');
  applyRowChanges(saved.changes ?? {});
  return { ...base, changes: saved.changes ?? {} };
}
