import type { DbRecords, DbTables, IsoDate, IsoDateTime, TableName } from '@mocks/db/records';
import { ID_PREFIX, TABLE_NAMES } from '@mocks/db/schema';
import type { Rng } from './random';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function emptyTables(): DbTables {
  return Object.fromEntries(TABLE_NAMES.map((name) => [name, []])) as unknown as DbTables;
}

/** Collects the rows of one scenario: readable sequential ids and dates relative to `now` (UTC). */
export class SeedBuilder {
  readonly tables: DbTables = emptyTables();
  private readonly counters: Partial<Record<TableName, number>> = {};
  private readonly days = new Map<number, IsoDate>();
  private readonly offsets = new Map<IsoDate, number>();
  private readonly stamps = new Map<number, IsoDateTime>();
  private readonly nowMs: number;
  private readonly todayMs: number;

  constructor(
    readonly now: Date,
    readonly rng: Rng,
  ) {
    this.nowMs = now.getTime();
    this.todayMs = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  }

  /** The next id of a table: 'emp_0001', 'emp_0002', … */
  nextId(table: TableName): string {
    const n = (this.counters[table] ?? 0) + 1;
    this.counters[table] = n;
    return `${ID_PREFIX[table]}_${String(n).padStart(4, '0')}`;
  }

  /** Adds `row` itself (callers pass a fresh object literal), with the next id unless it has one. */
  add<K extends TableName>(
    table: K,
    row: Omit<DbRecords[K], 'id'> & { id?: string },
  ): DbRecords[K] {
    if (!row.id) row.id = this.nextId(table);
    const record = row as DbRecords[K];
    (this.tables[table] as DbRecords[K][]).push(record);
    return record;
  }

  /** The calendar day `offsetDays` from today (UTC), e.g. day(-30) for a month ago. */
  day(offsetDays: number): IsoDate {
    const offset = Math.round(offsetDays);
    let day = this.days.get(offset);
    if (day === undefined) {
      day = new Date(this.todayMs + offset * DAY_MS).toISOString().slice(0, 10);
      this.days.set(offset, day);
    }
    return day;
  }

  /** The instant `offsetDays` (fractions allowed) from now, in whole minutes back from now; never in the future for offsets <= 0. */
  at(offsetDays: number): IsoDateTime {
    // Whole minutes (never after now), formatted by hand and shared: the large scenario stamps
    // ~100,000 rows, and one string per distinct minute keeps the garbage collector out of the way.
    const ms = this.nowMs + Math.floor((offsetDays * DAY_MS) / MINUTE_MS) * MINUTE_MS;
    let stamp = this.stamps.get(ms);
    if (stamp === undefined) {
      const dayStart = Math.floor(ms / DAY_MS) * DAY_MS;
      const t = ms - dayStart;
      const day = this.day((dayStart - this.todayMs) / DAY_MS);
      stamp = `${day}T${pad(Math.floor(t / 3_600_000), 2)}:${pad(Math.floor(t / 60_000) % 60, 2)}:${pad(Math.floor(t / 1000) % 60, 2)}.${pad(t % 1000, 3)}Z`;
      this.stamps.set(ms, stamp);
    }
    return stamp;
  }

  /** The instant at 09:00 UTC of a calendar day (for rows dated by a day, e.g. a review date). */
  atDay(day: IsoDate, hour = 9): IsoDateTime {
    return `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
  }

  /** Days from today to a calendar day (negative in the past). */
  offsetOf(day: IsoDate): number {
    let offset = this.offsets.get(day);
    if (offset === undefined) {
      offset = Math.round((Date.parse(day.slice(0, 10)) - this.todayMs) / DAY_MS);
      this.offsets.set(day, offset);
    }
    return offset;
  }

  get year(): number {
    return this.now.getUTCFullYear();
  }
}
