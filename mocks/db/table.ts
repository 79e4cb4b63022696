import { noteRead } from './cached';
import { deepFreeze } from './deep-freeze';
import type { TableName } from './records';
import type { AnyFieldKind } from './schema';

/**
 * The only way handlers touch stored data. Rows come back frozen (deeply): copy before changing,
 * and write through `update`. Reads are served from an in-memory cache kept in step with every
 * write, so a scan of 10,000 rows costs well under a millisecond. Every read is noted for the
 * kept computation running (see `cached`), so that a write to the table drops what it computed.
 */
export interface Table<T extends { id: string }> {
  all(): T[];
  find(id: string): T | undefined;
  where(pred: (r: T) => boolean): T[];
  first(pred: (r: T) => boolean): T | undefined;
  count(pred?: (r: T) => boolean): number;
  /**
   * Rows whose `field` equals `value`, from an index built on first use and kept up to date; in
   * the order they were added (an update keeps a row's place unless it changes `field`).
   */
  lookup<K extends keyof T>(field: K, value: T[K]): T[];
  insert(row: Omit<T, 'id'> & { id?: string }): T;
  update(id: string, patch: Partial<T>): T | undefined;
  remove(id: string): boolean;
  removeWhere(pred: (r: T) => boolean): number;
}

export type ChangeKind = 'insert' | 'update' | 'remove';

interface FieldSpec {
  name: string;
  base: 'string' | 'number' | 'boolean' | 'json';
  nullable: boolean;
}

const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));
/**
 * Random bytes drawn 4 KB at a time: one getRandomValues call per id made a 10,000-row import
 * spend half its time there in Chromium.
 */
let pool = new Uint8Array(0);
let poolAt = 0;

/**
 * A new random id: `prefix_` and 32 hex digits (matches the contract's Id pattern). Uses
 * getRandomValues, which unlike randomUUID also exists on insecure origins.
 */
export function newId(prefix: string): string {
  if (poolAt + 16 > pool.length) {
    pool = crypto.getRandomValues(new Uint8Array(4096));
    poolAt = 0;
  }
  let hex = '';
  for (let i = poolAt; i < poolAt + 16; i += 1) hex += HEX[pool[i]!];
  poolAt += 16;
  return `${prefix}_${hex}`;
}

/**
 * One table of the mock database: the rows themselves, kept in a Map by id (the only copy), with
 * the list order and field indexes derived on demand and kept in step with every write.
 */
export class ModelTable<T extends { id: string }> implements Table<T> {
  private rows = new Map<string, T>();
  private list: T[] | null = null;
  private positions: Map<string, number> | null = null;
  private readonly indexes = new Map<keyof T, Map<unknown, T[]>>();
  private readonly fields: FieldSpec[];

  constructor(
    readonly name: string,
    private readonly idPrefix: string,
    schema: Record<string, AnyFieldKind>,
    private readonly notify: (
      table: string,
      kind: ChangeKind,
      id: string,
      ids?: readonly string[],
    ) => void,
  ) {
    this.fields = Object.entries(schema).map(([name, kind]) => ({
      name,
      base: kind.replace('?', '') as FieldSpec['base'],
      nullable: kind.endsWith('?'),
    }));
  }

  all(): T[] {
    this.noteRead();
    return this.ordered().slice();
  }

  find(id: string): T | undefined {
    this.noteRead();
    return this.rows.get(id);
  }

  where(pred: (r: T) => boolean): T[] {
    this.noteRead();
    return this.ordered().filter((r) => pred(r));
  }

  first(pred: (r: T) => boolean): T | undefined {
    this.noteRead();
    return this.ordered().find((r) => pred(r));
  }

  count(pred?: (r: T) => boolean): number {
    this.noteRead();
    if (!pred) return this.rows.size;
    let n = 0;
    for (const r of this.ordered()) if (pred(r)) n += 1;
    return n;
  }

  lookup<K extends keyof T>(field: K, value: T[K]): T[] {
    this.noteRead();
    let index = this.indexes.get(field);
    if (!index) {
      index = new Map();
      for (const r of this.ordered()) this.addToIndex(index, r[field], r);
      this.indexes.set(field, index);
    }
    return index.get(value)?.slice() ?? [];
  }

  insert(row: Omit<T, 'id'> & { id?: string }): T {
    const id = row.id ?? newId(this.idPrefix);
    if (this.rows.has(id)) {
      throw new Error(`${this.name}: a row with id "${id}" already exists`);
    }
    const values = this.normalize(row as Record<string, unknown>, true, true);
    const record = Object.freeze({ id, ...values }) as unknown as T;
    this.rows.set(id, record);
    if (this.list && this.positions) {
      this.positions.set(id, this.list.length);
      this.list.push(record);
    }
    for (const [field, index] of this.indexes) this.addToIndex(index, record[field], record);
    this.notify(this.name, 'insert', id);
    return record;
  }

  update(id: string, patch: Partial<T>): T | undefined {
    const prev = this.rows.get(id);
    if (!prev) return undefined;
    const values = this.normalize(patch as Record<string, unknown>, false, true);
    const record = Object.freeze({ ...prev, ...values, id }) as T;
    this.rows.set(id, record);
    const position = this.positions?.get(id);
    if (this.list && position !== undefined) this.list[position] = record;
    for (const [field, index] of this.indexes) this.reindex(index, prev, record, field);
    this.notify(this.name, 'update', id);
    return record;
  }

  remove(id: string): boolean {
    if (!this.removeSilently(id)) return false;
    this.notify(this.name, 'remove', id);
    return true;
  }

  removeWhere(pred: (r: T) => boolean): number {
    const ids = this.where(pred).map((r) => r.id);
    for (const id of ids) this.removeSilently(id);
    if (ids.length > 0) this.notify(this.name, 'remove', ids[0]!, ids);
    return ids.length;
  }

  /**
   * Writes `row` as it is (a row another tab or the saved changes hold): replaces the row of its id
   * in place, or appends it. Checked like an insert; does not notify (the caller notifies once).
   */
  put(row: T): void {
    if (typeof row.id !== 'string' || row.id === '')
      throw new Error(`${this.name}: every row needs an id`);
    const values = this.normalize(row as unknown as Record<string, unknown>, true, true);
    const record = Object.freeze({ id: row.id, ...values }) as unknown as T;
    const prev = this.rows.get(row.id);
    this.rows.set(row.id, record);
    if (prev) {
      const position = this.positions?.get(row.id);
      if (this.list && position !== undefined) this.list[position] = record;
      for (const [field, index] of this.indexes) this.reindex(index, prev, record, field);
      return;
    }
    if (this.list && this.positions) {
      this.positions.set(row.id, this.list.length);
      this.list.push(record);
    }
    for (const [field, index] of this.indexes) this.addToIndex(index, record[field], record);
  }

  /** Removes the row of `id` without notifying; false when there was none. */
  drop(id: string): boolean {
    return this.removeSilently(id);
  }

  /** Empties the table without notifying (reset and restore notify once for the whole store). */
  clear(): void {
    this.rows = new Map();
    this.invalidate();
  }

  /**
   * Loads many rows at once (seed and restore). The rows are checked like inserts, then adopted and
   * frozen (absent nullable fields set to null), not copied.
   */
  load(rows: readonly T[]): void {
    const loaded = new Map<string, T>(this.rows);
    for (const row of rows) {
      if (typeof row.id !== 'string' || row.id === '')
        throw new Error(`${this.name}: every row needs an id`);
      if (loaded.has(row.id))
        throw new Error(`${this.name}: a row with id "${row.id}" already exists`);
      this.checkLoaded(row as unknown as Record<string, unknown>);
      loaded.set(row.id, deepFreeze(row));
    }
    this.rows = loaded;
    this.invalidate();
  }

  private noteRead(): void {
    noteRead(this.name as TableName);
  }

  private removeSilently(id: string): boolean {
    const prev = this.rows.get(id);
    if (!prev) return false;
    this.rows.delete(id);
    this.list = null;
    this.positions = null;
    for (const [field, index] of this.indexes) this.removeFromIndex(index, prev[field], prev);
    return true;
  }

  private invalidate(): void {
    this.list = null;
    this.positions = null;
    this.indexes.clear();
  }

  private ordered(): T[] {
    if (!this.list) {
      this.list = Array.from(this.rows.values());
      this.positions = new Map(this.list.map((r, i) => [r.id, i]));
    }
    return this.list;
  }

  private addToIndex(index: Map<unknown, T[]>, key: unknown, record: T): void {
    const bucket = index.get(key);
    if (bucket) bucket.push(record);
    else index.set(key, [record]);
  }

  /**
   * Moves a rewritten row to its new value's bucket; under an unchanged value it keeps its place,
   * so a lookup stays in the order rows were added (readers take it for the order of recording).
   */
  private reindex(index: Map<unknown, T[]>, prev: T, record: T, field: keyof T): void {
    const bucket = Object.is(prev[field], record[field]) ? index.get(prev[field]) : undefined;
    const at = bucket ? bucket.findIndex((r) => r.id === record.id) : -1;
    if (bucket && at >= 0) {
      bucket[at] = record;
      return;
    }
    this.removeFromIndex(index, prev[field], prev);
    this.addToIndex(index, record[field], record);
  }

  private removeFromIndex(index: Map<unknown, T[]>, key: unknown, record: T): void {
    const bucket = index.get(key);
    if (!bucket) return;
    const at = bucket.findIndex((r) => r.id === record.id);
    if (at >= 0) bucket.splice(at, 1);
    if (bucket.length === 0) index.delete(key);
  }

  /**
   * A field's stored value: null for an absent or null nullable field. Throws when the value breaks
   * the schema, so a handler bug fails loudly.
   */
  private fieldValue({ name, base, nullable }: FieldSpec, value: unknown): unknown {
    if (value === undefined || value === null) {
      if (!nullable) {
        throw new Error(
          `${this.name}.${name} ${value === null ? 'cannot be null' : 'is required'}`,
        );
      }
      return null;
    }
    if (base !== 'json' && typeof value !== base) {
      throw new Error(`${this.name}.${name} must be a ${base}, got ${typeof value}`);
    }
    return value;
  }

  /**
   * A loaded row checked as an insert is, in place: absent nullable fields become null, and no
   * copy is made (a seed or a restore loads thousands of rows).
   */
  private checkLoaded(row: Record<string, unknown>): void {
    for (const field of this.fields) {
      const value = this.fieldValue(field, row[field.name]);
      if (row[field.name] === undefined) row[field.name] = value;
    }
  }

  /**
   * The schema's fields of `row`, types checked (see fieldValue). `complete`: every field must be
   * there (absent nullable ones become null). `copyJson`: array and object fields become fresh
   * frozen copies, so a stored row never shares objects with its caller.
   */
  private normalize(
    row: Record<string, unknown>,
    complete: boolean,
    copyJson: boolean,
  ): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    for (const field of this.fields) {
      const raw = row[field.name];
      if (raw === undefined && !complete) continue;
      const value = this.fieldValue(field, raw);
      values[field.name] =
        copyJson && field.base === 'json' && value !== null
          ? deepFreeze(JSON.parse(JSON.stringify(value)))
          : value;
    }
    return values;
  }
}
