// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { heldBigStore, memoryBigStore, QuotaStorage } from '@mocks/test/fake-storage';
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

  describe('while the first big write has not landed, the copy localStorage had', () => {
    it('is what a reload reads, and the marker replaces it once the write has landed', async () => {
      const local = new QuotaStorage(10_000);
      const held = heldBigStore();
      new SnapshotStorage(local, held.store, 100).save(KEY, small);
      new SnapshotStorage(local, held.store, 100).save(KEY, big);
      // A reload now (a new instance over the same stores): the older copy, not nothing.
      expect(await new SnapshotStorage(local, held.landed, 100).load(KEY)).toBe(small);
      held.land();
      await settle();
      expect(local.getItem(KEY)).toBe(IN_BIG_STORE);
      expect(await new SnapshotStorage(local, held.landed, 100).load(KEY)).toBe(big);
    });

    it('stays when a newer copy reached localStorage first (another tab)', async () => {
      const local = new QuotaStorage(10_000);
      const held = heldBigStore();
      const store = new SnapshotStorage(local, held.store, 100);
      store.save(KEY, small);
      store.save(KEY, big);
      const newer = JSON.stringify({ employees: 11 });
      new SnapshotStorage(local, held.store, 100).save(KEY, newer);
      held.land();
      await settle();
      expect(local.getItem(KEY)).toBe(newer);
    });

    it('stays when the big write fails', async () => {
      const local = new QuotaStorage(10_000);
      const failing: BigStore = {
        get: () => Promise.resolve(undefined),
        set: () => Promise.reject(new Error('quota')),
        delete: () => Promise.resolve(),
      };
      const warn = vi.fn();
      const store = new SnapshotStorage(local, failing, 100, warn);
      store.save(KEY, small);
      store.save(KEY, big);
      await settle();
      expect(warn).toHaveBeenCalledWith(
        '[mock] could not save the mock data; a reload goes back to the copy saved before',
        expect.any(Error),
      );
      expect(await store.load(KEY)).toBe(small);
    });
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
