import type { BigStore } from '@mocks/snapshot-storage';

/** localStorage with a quota (in characters of keys and values), like a browser's. */
export class QuotaStorage implements Storage {
  private items = new Map<string, string>();
  constructor(private readonly quota: number) {}
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return Array.from(this.items.keys())[index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    let used = key.length + value.length;
    for (const [k, v] of this.items) if (k !== key) used += k.length + v.length;
    if (used > this.quota) throw new DOMException('quota', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

/** An IndexedDB stand-in: asynchronous, writes land in the order they were issued. */
export function memoryBigStore(): BigStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  let queue = Promise.resolve();
  const later = <T>(act: () => T) => {
    const result = queue.then(act);
    queue = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  };
  return {
    data,
    get: (key) => later(() => data.get(key)),
    set: (key, value) =>
      later(() => {
        data.set(key, value);
      }),
    delete: (key) =>
      later(() => {
        data.delete(key);
      }),
  };
}

/** A big store whose writes land only when the test says (`land()`: the oldest held one). */
export function heldBigStore(landed = memoryBigStore()) {
  const held: (() => void)[] = [];
  const store: BigStore = {
    get: landed.get,
    delete: landed.delete,
    set: (key, value) =>
      new Promise<void>((resolve) => held.push(() => void landed.set(key, value).then(resolve))),
  };
  return { store, landed, land: () => held.shift()!() };
}
