import type { Effect, StorageView } from './protocol';

/**
 * Chromium, Firefox and Safari keep about 5 million characters of localStorage per origin. The
 * mirror refuses a write that would not fit, as localStorage would, so the saved copy goes to
 * IndexedDB instead (see SnapshotStorage).
 */
export const LOCAL_QUOTA_CHARS = 5_000_000;

function quotaExceeded(): Error {
  const error = new Error('The quota has been exceeded.');
  error.name = 'QuotaExceededError';
  return error;
}

/**
 * The worker's localStorage: a copy of the page's mock keys, kept up to date by the page, whose
 * every write is also handed to `onEffect` for the page to make in the real one.
 */
export class StorageMirror implements Storage {
  private items = new Map<string, string>();
  private otherChars = 0;

  constructor(
    view: StorageView,
    private readonly onEffect: (effect: Effect) => void,
    private readonly quota = LOCAL_QUOTA_CHARS,
  ) {
    this.refresh(view);
  }

  /** Takes the page's current keys (another tab may have written them). */
  refresh(view: StorageView): void {
    this.items = new Map(Object.entries(view.items));
    this.otherChars = view.otherChars;
  }

  /** One key as the page has it now. */
  update(key: string, value: string | null): void {
    if (value === null) this.items.delete(key);
    else this.items.set(key, value);
  }

  get length(): number {
    return this.items.size;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    const text = String(value);
    const previous = this.items.get(key);
    const used = this.usedChars() - (previous === undefined ? 0 : key.length + previous.length);
    if (used + key.length + text.length > this.quota) throw quotaExceeded();
    this.items.set(key, text);
    this.onEffect({ kind: 'set', key, value: text });
  }

  removeItem(key: string): void {
    // Made in the page even when this copy has no such key: another tab may have just written it.
    this.items.delete(key);
    this.onEffect({ kind: 'remove', key });
  }

  clear(): void {
    for (const key of [...this.items.keys()]) this.removeItem(key);
  }

  private usedChars(): number {
    let total = this.otherChars;
    for (const [key, value] of this.items) total += key.length + value.length;
    return total;
  }
}
