import type { DbRecords, DbTables, IsoDate, IsoDateTime, TableName } from '@mocks/db/records';
import { ID_PREFIX, TABLE_NAMES } from '@mocks/db/schema';
import type { Rng } from './random';

const DAY_MS = 86_400_000;

export function emptyTables(): DbTables {
  return Object.fromEntries(TABLE_NAMES.map((name) => [name, []])) as unknown as DbTables;
}

/** Collects the rows of one scenario: readable sequential ids and dates relative to `now` (UTC). */
export class SeedBuilder {
  readonly tables: DbTables = emptyTables();
  private readonly counters = new Map<TableName, number>();

  constructor(
    readonly now: Date,
    readonly rng: Rng,
  ) {}

  /** The next id of a table: 'emp_0001', 'emp_0002', … */
  nextId(table: TableName): string {
    const n = (this.counters.get(table) ?? 0) + 1;
    this.counters.set(table, n);
    return `${ID_PREFIX[table]}_${String(n).padStart(4, '0')}`;
  }

  add<K extends TableName>(table: K, row: Omit<DbRecords[K], 'id'> & { id?: string }): DbRecords[K] {
    const record = { ...row, id: row.id ?? this.nextId(table) } as DbRecords[K];
    (this.tables[table] as DbRecords[K][]).push(record);
    return record;
  }

  /** The calendar day `offsetDays` from today (UTC), e.g. day(-30) for a month ago. */
  day(offsetDays: number): IsoDate {
    return new Date(this.now.getTime() + Math.round(offsetDays) * DAY_MS).toISOString().slice(0, 10);
  }

  /** The instant `offsetDays` (fractions allowed) from now; never in the future for offsets <= 0. */
  at(offsetDays: number): IsoDateTime {
    return new Date(this.now.getTime() + offsetDays * DAY_MS).toISOString();
  }

  /** The instant at 09:00 UTC of a calendar day (for rows dated by a day, e.g. a review date). */
  atDay(day: IsoDate, hour = 9): IsoDateTime {
    return `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
  }

  /** Days from today to a calendar day (negative in the past). */
  offsetOf(day: IsoDate): number {
    const today = Date.parse(this.day(0));
    return Math.round((Date.parse(day) - today) / DAY_MS);
  }

  get year(): number {
    return this.now.getUTCFullYear();
  }
}
