import type { FromWorker, StorageView, ToWorker } from './protocol';

/**
 * The window property under which the built page's inline script leaves the mock's worker it
 * started with the page (vite.config.ts, preloadMockChunk).
 */
export const EARLY_MOCK_WORKER = '__meritlyMockWorker';

/** The worker the page's inline script started, and already asked to restore or seed the data. */
export type EarlyWorker = Worker & {
  /** It failed to load. */
  failed?: boolean;
  /** What it said before the mock's client took it over, in order. */
  queued?: FromWorker[];
};

/** The mock's keys of `local` (MOCK_KEY_PREFIX), and how much its other keys hold. */
export function readStorageView(local: Storage | null, prefix: string): StorageView {
  const view: StorageView = { items: {}, otherChars: 0 };
  if (!local) return view;
  for (let i = 0; i < local.length; i++) {
    const key = local.key(i);
    if (key === null) continue;
    const value = local.getItem(key) ?? '';
    if (key.startsWith(prefix)) view.items[key] = value;
    else view.otherChars += key.length + value.length;
  }
  return view;
}

/**
 * Runs as the built page's inline script, before any of the app's code (its source is inlined by
 * vite.config.ts, so it uses nothing but its arguments): starts the mock's worker and sends it the
 * start at once, so the data is restored or seeded while the page loads its code. What the worker
 * says meanwhile (its storage writes, that it started) waits in `queued` for the mock's client.
 */
export function startEarlyMockWorker(
  url: string,
  holder: string,
  prefix: string,
  readView: (local: Storage | null, prefix: string) => StorageView,
): void {
  try {
    const worker = new Worker(url, { type: 'module', name: 'meritly-mock' }) as EarlyWorker;
    const queued: FromWorker[] = [];
    worker.queued = queued;
    worker.onmessage = (event: MessageEvent<FromWorker>) => queued.push(event.data);
    worker.addEventListener('error', () => (worker.failed = true));
    let local: Storage | null = null;
    try {
      local = window.localStorage;
    } catch {
      local = null; // storage disabled: the mock runs without persistence
    }
    const start: ToWorker = {
      type: 'start',
      search: window.location.search,
      storage: readView(local, prefix),
    };
    worker.postMessage(start);
    (window as unknown as Record<string, EarlyWorker>)[holder] = worker;
  } catch {
    // No worker here: the mock's client starts the mock itself.
  }
}

/** The inline script that runs startEarlyMockWorker for the worker's built file. */
export function earlyMockWorkerScript(url: string, prefix: string): string {
  const args = [JSON.stringify(url), JSON.stringify(EARLY_MOCK_WORKER), JSON.stringify(prefix)];
  return `(${startEarlyMockWorker.toString()})(${args.join(',')},${readStorageView.toString()});`;
}

/**
 * The worker the page started, taken over once: null if there is none or it failed to load (then
 * it is ended). Its messages from now on go to the client's own listener.
 */
export function takeEarlyMockWorker(): { worker: Worker; queued: FromWorker[] } | null {
  const holder = window as unknown as Record<string, EarlyWorker | undefined>;
  const early = holder[EARLY_MOCK_WORKER];
  delete holder[EARLY_MOCK_WORKER];
  if (!early) return null;
  if (early.failed) {
    early.terminate();
    return null;
  }
  early.onmessage = null;
  return { worker: early, queued: early.queued ?? [] };
}
