// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { callApi } from '@mocks/test/api';
import { heldBigStore, memoryBigStore, QuotaStorage } from '@mocks/test/fake-storage';
import { loginAs } from '@mocks/test/login';
import { SavedState, type TabChannel, type TabMessage } from './saved-state';
import { IN_BIG_STORE, SnapshotStorage, type BigStore } from './snapshot-storage';

const NOW = new Date('2026-03-15T10:00:00Z');
const key = (scenario: string) => `meritly-mock:v1:${scenario}`;
const organizationType = (name: string) => ({
  organizationId: 'org_acme',
  name,
  description: '',
  createdAt: NOW.toISOString(),
  updatedAt: NOW.toISOString(),
});
const typeNames = () => db.organizationTypes.all().map((t) => t.name);

/** A big store whose writes never land: the page closes before IndexedDB commits. */
function neverLandingBigStore(landed: BigStore): BigStore {
  return { get: landed.get, set: () => new Promise(() => {}), delete: landed.delete };
}

const open: SavedState[] = [];
function savedState(local: Storage, big: BigStore, options: { localLimit?: number } = {}) {
  const state = new SavedState({
    key,
    storage: new SnapshotStorage(local, big, options.localLimit, () => {}),
    local,
    now: () => NOW,
    warn: () => {},
  });
  open.push(state);
  return state;
}

/** A first page load that adds 'Saved early', written to the big store (landed), then closes. */
async function saveEarlyToBigStore(local: Storage, landed: BigStore) {
  // localLimit 100: every save of the demo goes to the big store.
  const first = savedState(local, landed, { localLimit: 100 });
  await first.load('demo');
  db.organizationTypes.insert(organizationType('Saved early'));
  first.flush();
  await new Promise((resolve) => setTimeout(resolve, 0));
  first.dispose();
}

afterEach(() => {
  for (const state of open.splice(0)) state.dispose();
});

describe('SavedState (the browser mock across reloads)', () => {
  it('large: a session written before a reload is there after it', async () => {
    const local = new QuotaStorage(5_000_000);
    const big = memoryBigStore();
    const first = savedState(local, big);
    await first.load('large');
    const user = db.users.first((u) => u.role === 'admin')!;
    const session = db.sessions.insert({
      token: 'tok_large',
      userId: user.id,
      organizationId: user.organizationId,
      createdAt: NOW.toISOString(),
      expiresAt: '2026-03-16T10:00:00.000Z',
      revokedAt: null,
    });
    first.flush(); // pagehide
    first.dispose();

    db.sessions.remove(session.id); // a reload starts from nothing
    await savedState(local, big).load('large');
    expect(db.sessions.find(session.id)?.token).toBe('tok_large');
    expect(db.employees.count()).toBe(10_000);
    // What is saved is the change, not the 31 MB of the scenario.
    expect(local.getItem(key('large'))!.length).toBeLessThan(5_000);
  });

  it('a change right before a reload is kept while the IndexedDB write has not landed', async () => {
    const local = new QuotaStorage(5_000_000);
    const landed = memoryBigStore();
    await saveEarlyToBigStore(local, landed);
    expect(local.getItem(key('demo'))).toBe(IN_BIG_STORE);

    const second = savedState(local, neverLandingBigStore(landed), { localLimit: 100 });
    await second.load('demo');
    expect(typeNames()).toContain('Saved early');
    db.organizationTypes.insert(organizationType('Right before reload'));
    second.flush(); // pagehide: the IndexedDB write never lands
    second.dispose();

    await savedState(local, landed, { localLimit: 100 }).load('demo');
    expect(typeNames()).toEqual(expect.arrayContaining(['Saved early', 'Right before reload']));
  });

  it('a reload before the first IndexedDB write lands keeps the copy localStorage had, and the change', async () => {
    const local = new QuotaStorage(10_000_000);
    const landed = memoryBigStore();
    // localLimit 10,000,000: the first page load saves its copy in localStorage.
    const first = savedState(local, landed, { localLimit: 10_000_000 });
    await first.load('demo');
    db.organizationTypes.insert(organizationType('Saved early'));
    first.flush();
    first.dispose();

    // localLimit 100: the next copy goes to IndexedDB, whose write never lands.
    const second = savedState(local, neverLandingBigStore(landed), { localLimit: 100 });
    await second.load('demo');
    db.organizationTypes.insert(organizationType('Right before reload'));
    second.flush(); // pagehide
    second.dispose();

    await savedState(local, landed, { localLimit: 100 }).load('demo');
    expect(typeNames()).toEqual(expect.arrayContaining(['Saved early', 'Right before reload']));
  });

  describe('a change made after a write too large to keep aside in localStorage', () => {
    // 300 types of ~130 characters: over the 20,000 characters this localStorage holds.
    async function afterALargeWrite(landLargeWrite: boolean) {
      const local = new QuotaStorage(20_000);
      const landed = memoryBigStore();
      await saveEarlyToBigStore(local, landed);

      const held = heldBigStore(landed);
      const second = savedState(local, held.store, { localLimit: 100 });
      await second.load('demo');
      for (let i = 0; i < 300; i++) {
        db.organizationTypes.insert({
          ...organizationType(`Batch ${i}`),
          description: 'x'.repeat(60),
        });
      }
      second.flush(); // the large write, held
      db.organizationTypes.insert(organizationType('Right before reload'));
      second.flush(); // pagehide: this write never lands
      if (landLargeWrite) held.land();
      await new Promise((resolve) => setTimeout(resolve, 0));
      second.dispose();

      await savedState(local, landed, { localLimit: 100 }).load('demo');
      return typeNames();
    }

    it('is kept once the large write has landed', async () => {
      const names = await afterALargeWrite(true);
      expect(names).toEqual(
        expect.arrayContaining(['Saved early', 'Batch 299', 'Right before reload']),
      );
    });

    it('is not laid over a copy that lacks the large write (it could name rows not there)', async () => {
      const names = await afterALargeWrite(false);
      expect(names).toContain('Saved early');
      expect(names).not.toContain('Batch 0');
      expect(names).not.toContain('Right before reload');
    });
  });

  it('forgets the changes kept aside once the IndexedDB write has landed', async () => {
    const local = new QuotaStorage(5_000_000);
    const big = memoryBigStore();
    const state = savedState(local, big, { localLimit: 100 });
    await state.load('demo');
    db.organizationTypes.insert(organizationType('Kept aside'));
    state.flush();
    expect(local.getItem(`${key('demo')}:pending`)).toContain('Kept aside');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(local.getItem(`${key('demo')}:pending`)).toBeNull();
    expect(big.data.get(key('demo'))).toContain('Kept aside');
  });

  it('fresh (?resetMock=1) reseeds and forgets the saved changes', async () => {
    const local = new QuotaStorage(5_000_000);
    const big = memoryBigStore();
    const first = savedState(local, big);
    await first.load('demo');
    db.organizationTypes.insert(organizationType('Gone after reset'));
    first.flush();
    first.dispose();
    await savedState(local, big).load('demo', { fresh: true });
    expect(typeNames()).not.toContain('Gone after reset');
    expect(local.getItem(key('demo'))).toBeNull();
  });

  it('reseeds when the saved changes were made over other seed data', async () => {
    const local = new QuotaStorage(5_000_000);
    const big = memoryBigStore();
    const saved = { format: 'changes', version: 1, scenario: 'demo', seededAt: NOW.toISOString() };
    local.setItem(
      key('demo'),
      JSON.stringify({
        ...saved,
        seed: 'deadbeef',
        changes: { organizationTypes: { otype_x: organizationType('Other seed') } },
      }),
    );
    await savedState(local, big).load('demo');
    expect(typeNames()).not.toContain('Other seed');
    expect(local.getItem(key('demo'))).toBeNull();
  });

  it('sends each written change to the other tabs and lays theirs over its own data', async () => {
    const sent: TabMessage[] = [];
    const channel: TabChannel = {
      postMessage: (message) => sent.push(message),
      onmessage: null,
      close: vi.fn(),
    };
    const local = new QuotaStorage(5_000_000);
    const onRemoteChange = vi.fn();
    const state = new SavedState({
      key,
      storage: new SnapshotStorage(local, memoryBigStore()),
      local,
      now: () => NOW,
      channel: (name) => (name === key('demo') ? channel : null),
      onRemoteChange,
    });
    open.push(state);
    await state.load('demo');
    const mine = db.organizationTypes.insert(organizationType('Mine'));
    state.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      type: 'changes',
      changes: { organizationTypes: { [mine.id]: { name: 'Mine' } } },
    });

    const theirs = { id: 'otype_theirs', ...organizationType('Theirs') };
    channel.onmessage!({
      data: {
        ...(sent[0] as object),
        changes: { organizationTypes: { [theirs.id]: theirs } },
      } as TabMessage,
    });
    expect(db.organizationTypes.find(theirs.id)?.name).toBe('Theirs');
    // The app's screens reload only now: the other tab's announcement may have come before.
    expect(onRemoteChange).toHaveBeenCalledTimes(1);
    state.flush();
    // Not sent back, but saved.
    expect(sent).toHaveLength(1);
    expect(local.getItem(key('demo'))).toContain('Theirs');
  });

  it('in a hidden tab sends a change once the call has made it, not at a timer that runs late', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const sent: TabMessage[] = [];
      const channel: TabChannel = {
        postMessage: (message) => sent.push(message),
        onmessage: null,
        close: vi.fn(),
      };
      let hidden = false;
      const local = new QuotaStorage(5_000_000);
      const state = new SavedState({
        key,
        storage: new SnapshotStorage(local, memoryBigStore()),
        local,
        now: () => NOW,
        channel: () => channel,
        writeAtOnce: () => hidden,
      });
      open.push(state);
      await state.load('demo');
      // Shown: the change waits for the write interval's timer.
      db.organizationTypes.insert(organizationType('Shown'));
      await Promise.resolve();
      expect(sent).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(250);
      expect(sent).toHaveLength(1);
      // Hidden: both changes of one turn of the event loop go out together, with no timer.
      hidden = true;
      db.organizationTypes.insert(organizationType('Hidden 1'));
      db.organizationTypes.insert(organizationType('Hidden 2'));
      expect(sent).toHaveLength(1);
      await Promise.resolve();
      expect(sent).toHaveLength(2);
      expect(JSON.stringify(sent[1])).toContain('Hidden 2');
      expect(local.getItem(key('demo'))).toContain('Hidden 2');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a reset in another tab is read from its message, not from a storage that may lag', async () => {
    const channelOf = (sent: TabMessage[]) => {
      const channel: TabChannel = {
        postMessage: (message) => sent.push(message),
        onmessage: null,
        close: vi.fn(),
      };
      return channel;
    };
    const tabState = (local: Storage, channel: TabChannel) => {
      const state = new SavedState({
        key,
        storage: new SnapshotStorage(local, memoryBigStore()),
        local,
        now: () => NOW,
        channel: () => channel,
      });
      open.push(state);
      return state;
    };
    // The second tab's storage still holds the copy from before the reset (as a browser's can,
    // for a moment, in another tab's process).
    const secondLocal = new QuotaStorage(5_000_000);
    const secondChannel = channelOf([]);
    const second = tabState(secondLocal, secondChannel);
    await second.load('demo');
    db.organizationTypes.insert(organizationType('Gone after the reset'));
    second.flush();

    const firstSent: TabMessage[] = [];
    const first = tabState(new QuotaStorage(5_000_000), channelOf(firstSent));
    await first.load('demo');
    first.reset();
    const reload = firstSent.find((message) => message.type === 'reload')!;
    expect(reload).toBeDefined();

    // Both tabs share this process's store: the second tab's data comes back from its storage.
    await second.load('demo');
    expect(typeNames()).toContain('Gone after the reset');
    secondChannel.onmessage!({ data: reload });
    await vi.waitFor(() => expect(typeNames()).not.toContain('Gone after the reset'));
  });

  it('a copy saved before the merit matrix loads, its guideline read as one column', async () => {
    const local = new QuotaStorage(5_000_000);
    const big = memoryBigStore();
    const first = savedState(local, big);
    await first.load('demo');
    const cycle = db.reviewCycles.first((c) => c.guideline?.ranges.length === 5)!;
    // What the app wrote before the merit matrix: no boundaries, no columns, no midpoints.
    const legacy = {
      ranges: [{ rating: 4, minPercent: 3, maxPercent: 5, enforcement: 'soft' as const }],
      overBudgetPolicy: 'soft' as const,
      reviewPeriodStart: '2025-01-01',
      reviewPeriodEnd: '2025-12-31',
      updatedAt: NOW.toISOString(),
    };
    db.reviewCycles.update(cycle.id, { guideline: legacy });
    first.flush();
    first.dispose();

    await savedState(local, big).load('demo');
    // Restored as saved: the store keeps the old row, the reads migrate it.
    expect(db.reviewCycles.find(cycle.id)?.guideline).toEqual(legacy);
    const read = await callApi('get', `/api/review-cycles/${cycle.id}/guidelines`, {
      token: await loginAs('admin'),
    });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      positionBoundaries: [],
      ranges: [{ rating: 4, column: 0, minPercent: 3, midPercent: 4, maxPercent: 5 }],
    });
  });
});
