import type { RowChanges } from '@mocks/db';
import { hasChanges, mergeChanges, type SavedChanges } from '@mocks/db/row-changes';

/**
 * What localStorage holds beside a copy in IndexedDB: the changes of writes that had not landed
 * there when it was written. Laid over a restored copy numbered `after` or later and below
 * `upTo` (a copy numbered `upTo` or later has them already; one below `after` lacks the writes
 * they follow, so they could name rows that are not in it).
 */
export interface PendingRecord {
  seededAt: string;
  seed: string;
  after: number;
  upTo: number;
  changes: RowChanges;
}

interface Segment {
  /** The write this segment follows: a copy numbered this or later has every change before it. */
  after: number;
  write: number;
  changes: RowChanges;
  size: number;
}

/**
 * localStorage is written synchronously, so a reload right after a change keeps it while the
 * IndexedDB write carrying it has not landed. When all pending changes no longer fit (an import of
 * 10,000 employees is ~19 MB), the newest writes that fit are kept: a change made after a big
 * import survives a reload once the import's own write has landed.
 */
export class PendingChanges {
  private segments: Segment[] = [];

  constructor(
    private readonly local: Storage | null,
    private readonly key: string,
    private readonly limit: number,
    private readonly warn: (message: string, error?: unknown) => void,
  ) {}

  /** The changes of `write`, sent to IndexedDB and not landed yet; `after`: the write before it. */
  add(
    base: Pick<SavedChanges, 'seededAt' | 'seed'>,
    after: number,
    write: number,
    changes: RowChanges,
  ): void {
    if (hasChanges(changes)) {
      this.segments.push({ after, write, changes, size: JSON.stringify(changes).length });
    }
    this.store(base);
  }

  /** IndexedDB has every write up to `write` (writes to one store land in order). */
  landed(base: Pick<SavedChanges, 'seededAt' | 'seed'>, write: number): void {
    const before = this.segments.length;
    this.segments = this.segments.filter((segment) => segment.write > write);
    if (this.segments.length === 0) this.local?.removeItem(this.key);
    else if (this.segments.length !== before) this.store(base);
  }

  /** Nothing pending: the newest copy is whole where it went (localStorage, a reseed). */
  clear(): void {
    this.segments = [];
    this.local?.removeItem(this.key);
  }

  /**
   * Lays the kept changes over a restored copy numbered `copy` when they belong to it (returns
   * them, still pending until the next write lands), else forgets them.
   */
  restore(base: Pick<SavedChanges, 'seededAt' | 'seed'>, copy: number): PendingRecord | null {
    this.segments = [];
    const raw = this.local?.getItem(this.key);
    if (!raw) return null;
    let record: PendingRecord;
    try {
      record = JSON.parse(raw) as PendingRecord;
    } catch {
      this.local?.removeItem(this.key);
      return null;
    }
    // A record saved before writes were numbered has no `after` / `upTo`: laid over any copy.
    const applies =
      record.seededAt === base.seededAt &&
      record.seed === base.seed &&
      (record.after ?? 0) <= copy &&
      copy < (record.upTo ?? Infinity);
    if (!applies) {
      if (copy < (record.after ?? 0)) {
        this.warn('[mock] the last changes before the reload followed a save that did not finish');
      }
      this.local?.removeItem(this.key);
      return null;
    }
    const changes = record.changes;
    this.segments = [{ after: copy, write: record.upTo, changes, size: raw.length }];
    return record;
  }

  /** The longest run of newest segments that fits localStorage, or none. */
  private store(base: Pick<SavedChanges, 'seededAt' | 'seed'>): void {
    let first = this.segments.length;
    let size = 0;
    while (first > 0 && size + this.segments[first - 1]!.size <= this.limit) {
      size += this.segments[--first]!.size;
    }
    for (; first < this.segments.length; first++) {
      const kept = this.segments.slice(first);
      const changes: RowChanges = {};
      for (const segment of kept) mergeChanges(changes, segment.changes);
      const record: PendingRecord = {
        seededAt: base.seededAt,
        seed: base.seed,
        after: kept[0]!.after,
        upTo: kept[kept.length - 1]!.write,
        changes,
      };
      try {
        this.local?.setItem(this.key, JSON.stringify(record));
        if (first > 0) {
          this.warn(
            '[mock] the oldest unsaved changes are too large to keep if the page closes now',
          );
        }
        return;
      } catch {
        // Over the quota (other keys share it): keep fewer.
      }
    }
    if (this.segments.length > 0) {
      this.warn('[mock] the last changes may be lost if the page closes now');
    }
  }
}
