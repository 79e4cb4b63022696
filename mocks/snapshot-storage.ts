/**
 * Where the browser mock keeps its saved data. localStorage holds a snapshot while it is small
 * (written synchronously, so a save on `pagehide` always lands); a snapshot over the limit (e.g.
 * after importing 10,000 employees: about 19 MB, over every browser's localStorage quota) goes to
 * IndexedDB instead, and localStorage keeps only a marker saying so. localStorage is therefore
 * always the authority on where the newest copy is. When localStorage holds a copy of its own, the
 * marker replaces it only once the first IndexedDB write has landed: a reload before then reads
 * that older copy (and the changes kept aside beside it) instead of finding nothing.
 */

/** An asynchronous string store (IndexedDB in the browser, a Map in tests). */
export interface BigStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string): Promise<void>;
  delete(key: string): Promise<void>;
}

/** What localStorage holds under a key whose snapshot is in the big store. */
export const IN_BIG_STORE = 'meritly-mock:in-indexeddb';

/**
 * Characters of JSON kept in localStorage. Browsers allow about 5 million characters per origin,
 * shared by every key (sessions, settings, other scenarios).
 */
export const LOCAL_LIMIT = 2_000_000;

export type SaveTarget = 'local' | 'big' | 'none';

export class SnapshotStorage {
  /** Per key, the big-store writes not settled yet: a read in this page waits for them. */
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(
    private readonly local: Storage | null,
    private readonly big: BigStore | null,
    private readonly localLimit = LOCAL_LIMIT,
    private readonly warn: (message: string, error?: unknown) => void = (message, error) =>
      console.warn(message, error),
  ) {}

  /**
   * Saves `json` under `key`: in localStorage when it fits, else in the big store (localStorage
   * then holds the marker). Returns where it went; 'none' when nowhere could hold it (the old copy
   * is dropped so a reload reseeds instead of going back in time). `onBigSaved` runs once a copy
   * sent to the big store has landed there.
   */
  save(key: string, json: string, onBigSaved?: () => void): SaveTarget {
    if (this.local && json.length <= this.localLimit) {
      try {
        this.local.setItem(key, json);
        // A copy left in the big store is stale now (the marker is gone, so it is never read).
        if (this.big) void this.big.delete(key).catch(() => undefined);
        return 'local';
      } catch {
        // Over the quota: try the big store.
      }
    }
    if (!this.big || !this.local) {
      this.drop(key);
      return 'none';
    }
    const current = this.local.getItem(key);
    // localStorage's own copy stays the one a reload reads until this write has landed.
    const keepLocalCopy = current !== null && current !== IN_BIG_STORE;
    if (!keepLocalCopy && !this.mark(key)) {
      this.drop(key);
      return 'none';
    }
    // Writes to one store land in the order they were issued: the last save wins.
    const landing = this.big.set(key, json).then(
      () => {
        // Unless a newer copy went to localStorage meanwhile (this tab's or another's).
        if (keepLocalCopy && this.local?.getItem(key) === current) this.mark(key);
        onBigSaved?.();
      },
      (error: unknown) => {
        this.warn(
          keepLocalCopy
            ? '[mock] could not save the mock data; a reload goes back to the copy saved before'
            : '[mock] could not save the mock data; it will be reseeded on reload',
          error,
        );
        if (this.local?.getItem(key) === IN_BIG_STORE) this.local.removeItem(key);
      },
    );
    const settled = landing.then(() => {
      if (this.inFlight.get(key) === settled) this.inFlight.delete(key);
    });
    this.inFlight.set(key, settled);
    return 'big';
  }

  /** localStorage points to the big store for `key`; false when even the marker did not fit. */
  private mark(key: string): boolean {
    try {
      this.local?.setItem(key, IN_BIG_STORE);
      return true;
    } catch (error) {
      this.warn('[mock] could not save the mock data; it will be reseeded on reload', error);
      return false;
    }
  }

  /** The saved JSON of `key`, or null when none (or when the big store lost it). */
  async load(key: string): Promise<string | null> {
    await this.inFlight.get(key);
    const raw = this.local?.getItem(key) ?? null;
    if (raw !== IN_BIG_STORE) return raw;
    try {
      return (await this.big?.get(key)) ?? null;
    } catch (error) {
      this.warn('[mock] saved data unreadable, reseeding', error);
      return null;
    }
  }

  /** Forgets the saved copy of `key` everywhere. */
  drop(key: string): void {
    this.local?.removeItem(key);
    if (this.big) void this.big.delete(key).catch(() => undefined);
  }
}

const DB_NAME = 'meritly-mock';
const STORE = 'snapshots';

/** A {@link BigStore} on IndexedDB (one database, one object store of strings by key). */
export function indexedDbStore(factory: IDBFactory): BigStore {
  let opened: Promise<IDBDatabase> | null = null;
  const open = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
      request.onblocked = () => reject(new Error('IndexedDB blocked'));
    }));
  const run = <T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>) =>
    open().then(
      (db) =>
        new Promise<T>((resolve, reject) => {
          const tx = db.transaction(STORE, mode);
          const request = act(tx.objectStore(STORE));
          tx.oncomplete = () => resolve(request.result);
          tx.onabort = tx.onerror = () => reject(tx.error ?? request.error);
        }),
    );
  return {
    get: (key) =>
      run('readonly', (s) => s.get(key) as IDBRequest<unknown>).then((value) =>
        typeof value === 'string' ? value : undefined,
      ),
    set: (key, value) => run('readwrite', (s) => s.put(value, key)).then(() => undefined),
    delete: (key) => run('readwrite', (s) => s.delete(key)).then(() => undefined),
  };
}
