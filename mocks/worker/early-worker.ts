import type { FromWorker, StorageView, ToWorker } from './protocol';

/**
 * The window property under which the built page's inline script leaves the mock's worker it
 * started with the page (vite.config.ts, preloadMockChunk).
 */
export const EARLY_MOCK_WORKER = '__meritlyMockWorker';

/**
 * How the page's inline script hands the worker its start when it is small (a first visit, a few
 * changes saved): in the worker's name, `meritly-mock start=<the start's JSON>`, which the worker
 * reads as its script runs. Chromium keeps a message posted to a worker before its script has run
 * on the page's thread, and hands it over in a task of that thread: on `/auth` the worker sat idle
 * about 85 ms, its script run, while the page's thread hydrated the sign-in form. The name, not
 * the script's URL: the parts the worker loads later import its script by URL, and a URL with
 * anything added would be another module, run a second time.
 *
 * The name replaced a blob the name pointed to (issue 24's twelfth session): making the blob took
 * the page's thread 1–9 ms before the worker was asked for, and reading it back cost the worker a
 * fetch, about 4 ms, before it could seed. A bigger start (a saved copy of the data) is posted
 * only: escaping it on the page's thread before its first paint cost more than it saved (`/admin`
 * LCP 488 → 540 ms when a blob carried it), and the page's thread hands it over before it is busy.
 */
export const START_HANDOVER = {
  name: 'meritly-mock',
  marker: ' start=',
  /** The longest start (its JSON, in characters) the name carries. */
  limit: 4_096,
} as const;

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
 * vite.config.ts, so it uses nothing but its arguments): starts the mock's worker with its start,
 * so the data is restored or seeded while the page loads its code. A small start is in the
 * worker's name too (see START_HANDOVER): the worker takes whichever comes first. What the
 * worker says meanwhile (its storage writes, that it started) waits in `queued` for the client.
 */
export function startEarlyMockWorker(
  url: string,
  holder: string,
  prefix: string,
  handover: { name: string; marker: string; limit: number },
  readView: (local: Storage | null, prefix: string) => StorageView,
): void {
  try {
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
    // Measured before it is written out: a saved copy of the data can be megabytes.
    let saved = 0;
    for (const key in start.storage.items) saved += start.storage.items[key]!.length;
    const json = saved <= handover.limit ? JSON.stringify(start) : '';
    const worker = new Worker(url, {
      type: 'module',
      name:
        json && json.length <= handover.limit
          ? handover.name + handover.marker + json
          : handover.name,
    }) as EarlyWorker;
    const queued: FromWorker[] = [];
    worker.queued = queued;
    worker.onmessage = (event: MessageEvent<FromWorker>) => queued.push(event.data);
    worker.addEventListener('error', () => (worker.failed = true));
    worker.postMessage(start);
    (window as unknown as Record<string, EarlyWorker>)[holder] = worker;
  } catch {
    // No worker here: the mock's client starts the mock itself.
  }
}

/** The inline script that runs startEarlyMockWorker for the worker's built file. */
export function earlyMockWorkerScript(url: string, prefix: string): string {
  const args = [url, EARLY_MOCK_WORKER, prefix, START_HANDOVER].map((arg) => JSON.stringify(arg));
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

/**
 * The start the page wrote in the worker's name (see START_HANDOVER); null when there is none or
 * it cannot be read (the posted start then comes).
 */
export function startFromName(name: string): Extract<ToWorker, { type: 'start' }> | null {
  const at = name.indexOf(START_HANDOVER.marker);
  if (at < 0) return null;
  try {
    const message = JSON.parse(name.slice(at + START_HANDOVER.marker.length)) as ToWorker | null;
    return message?.type === 'start' ? message : null;
  } catch {
    return null;
  }
}
