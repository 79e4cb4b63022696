// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { memoryBigStore, QuotaStorage } from '@mocks/test/fake-storage';
import { IN_BIG_STORE, SnapshotStorage, type BigStore } from './snapshot-storage';

const KEY = 'meritly-mock:v1:demo';
const small = JSON.stringify({ employees: 10 });
const big = JSON.stringify({ employees: 'x'.repeat(500) });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SnapshotStorage', () => {
  it('keeps a small snapshot in localStorage', async () => {
    const local = new QuotaStorage(10_000);
    const store = new SnapshotStorage(local, memoryBigStore(), 100);
    expect(store.save(KEY, small)).toBe('local');
    expect(local.getItem(KEY)).toBe(small);
    expect(await store.load(KEY)).toBe(small);
  });

  it('puts a snapshot over the limit in the big store, with a marker in localStorage; a reload reads it', async () => {
    const local = new QuotaStorage(10_000);
    const bigStore = memoryBigStore();
    expect(new SnapshotStorage(local, bigStore, 100).save(KEY, big)).toBe('big');
    expect(local.getItem(KEY)).toBe(IN_BIG_STORE);
    await settle();
    // The next page load: a new instance over the same stores.
    expect(await new SnapshotStorage(local, bigStore, 100).load(KEY)).toBe(big);
  });

  it('falls back to the big store when localStorage is over its quota', async () => {
    const local = new QuotaStorage(300);
    const bigStore = memoryBigStore();
    const store = new SnapshotStorage(local, bigStore, 10_000);
    expect(store.save(KEY, big)).toBe('big');
    expect(await store.load(KEY)).toBe(big);
  });

  it('the newest save wins, whichever store it went to', async () => {
    const local = new QuotaStorage(10_000);
    const bigStore = memoryBigStore();
    const store = new SnapshotStorage(local, bigStore, 100);
    store.save(KEY, big);
    store.save(KEY, small);
    expect(await store.load(KEY)).toBe(small);
    await settle();
    expect(bigStore.data.has(KEY)).toBe(false); // the stale big copy is gone

    const bigger = JSON.stringify({ employees: 'y'.repeat(600) });
    store.save(KEY, big);
    store.save(KEY, bigger);
    expect(await store.load(KEY)).toBe(bigger);
  });

  it('without a big store, a snapshot that does not fit drops the old copy (reload reseeds)', async () => {
    const local = new QuotaStorage(10_000);
    const store = new SnapshotStorage(local, null, 100);
    store.save(KEY, small);
    expect(store.save(KEY, big)).toBe('none');
    expect(await store.load(KEY)).toBeNull();
  });

  it('a failed big write removes the marker, so a reload reseeds instead of reading a stale copy', async () => {
    const local = new QuotaStorage(10_000);
    const failing: BigStore = {
      get: () => Promise.resolve('stale'),
      set: () => Promise.reject(new Error('quota')),
      delete: () => Promise.resolve(),
    };
    const warn = vi.fn();
    const store = new SnapshotStorage(local, failing, 100, warn);
    store.save(KEY, big);
    await settle();
    expect(warn).toHaveBeenCalled();
    expect(local.getItem(KEY)).toBeNull();
    expect(await store.load(KEY)).toBeNull();
  });

  it('drop forgets both copies', async () => {
    const local = new QuotaStorage(10_000);
    const bigStore = memoryBigStore();
    const store = new SnapshotStorage(local, bigStore, 100);
    store.save(KEY, big);
    store.drop(KEY);
    await settle();
    expect(await store.load(KEY)).toBeNull();
    expect(bigStore.data.size).toBe(0);
  });
});
