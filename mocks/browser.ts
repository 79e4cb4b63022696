import { isScenario, SCENARIO_KEY, type ScenarioName } from './scenarios';
import { tabChannel } from './tab-sync';
import { createMockWorker, WorkerMock } from './worker/client';
import { takeEarlyMockWorker } from './worker/early-worker';

declare global {
  interface Window {
    /** `performance.now()` when the mock was ready to answer (read by the start-up benchmark). */
    __MOCK_READY_MS__?: number;
    /**
     * How the mock intercepts requests: in a dedicated worker, MSW's service worker, or the
     * in-page fetch fallback.
     */
    __MOCK_MODE__?: 'worker' | 'service-worker' | 'fetch-fallback';
  }
}

/** What the demo-data menu asks of the mock, wherever it runs. */
interface MockControls {
  resetMockData(): unknown;
  switchScenario(name: ScenarioName): Promise<void>;
  activeScenario(): ScenarioName;
}

let controls: MockControls | null = null;
/** The running mock; before it starts (tests, whose mock runs in-process), the in-page one. */
async function running(): Promise<MockControls> {
  return controls ?? (await import('./in-page'));
}

/**
 * Demo data menu "Reset demo data": the current scenario reseeded and its saved copy replaced.
 * Sessions of users that still exist are kept, so whoever is signed in stays signed in.
 */
export async function resetMockData(): Promise<void> {
  await (await running()).resetMockData();
}

/** Demo data menu: switch to another scenario (its saved state, else freshly seeded). Signs everyone out. */
export async function switchScenario(name: ScenarioName): Promise<void> {
  await (await running()).switchScenario(name);
}

/** The running mock's scenario; before it starts, the one it will start with. */
export function activeScenario(): ScenarioName {
  if (controls) return controls.activeScenario();
  // Without loading the mock: a test's shell asks while its mock runs in-process.
  let saved: string | null = null;
  try {
    saved = window.localStorage.getItem(SCENARIO_KEY);
  } catch {
    saved = null;
  }
  return isScenario(saved) ? saved : 'demo';
}

/** A worker left from a `?mockWorker=1` visit would still see every request: remove it. */
function unregisterMockWorkers(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .getRegistrations()
    .then((registrations) =>
      registrations
        .filter((r) => r.active?.scriptURL.endsWith('/mockServiceWorker.js'))
        .forEach((r) => void r.unregister()),
    )
    .catch(() => undefined);
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // e.g. storage disabled: the mock still runs, without persistence.
  }
}

/** The mock in a dedicated worker; null where none can run it (it then runs in the page). */
async function startInWorker(search: string): Promise<MockControls | null> {
  if (typeof Worker === 'undefined') return null;
  let worker: Worker | null = null;
  try {
    // The built page starts the worker with itself (vite.config.ts); elsewhere it starts here.
    const early = takeEarlyMockWorker();
    worker = early?.worker ?? createMockWorker();
    const mock = new WorkerMock({
      worker,
      local: storage(),
      channel: tabChannel,
      realFetch: window.fetch.bind(window),
      origin: window.location.origin,
    });
    await mock.start(search, early ?? undefined);
    window.fetch = mock.fetch;
    window.addEventListener('storage', (event) => {
      if (event.storageArea === storage()) mock.storageChanged(event.key, event.newValue);
    });
    window.__MOCK_MODE__ = 'worker';
    return {
      resetMockData: () => mock.reset(),
      switchScenario: (name) => mock.switchScenario(name),
      activeScenario: () => mock.activeScenario(),
    };
  } catch (error) {
    worker?.terminate();
    console.warn('[mock] no worker for the mock, it runs in the page instead', error);
    return null;
  }
}

/**
 * Starts the mock backend in the browser: reads `?scenario=demo|empty|large|hostile`,
 * `?resetMock=1` and the latency / error injection params, restores the saved data (or seeds),
 * saves every change, and starts answering `/api/*`.
 *
 * It runs in a dedicated worker: its start-up (about a quarter of a second of script and restore)
 * and its answers are off the page's thread, so they no longer hold the first paint, the renders
 * or the input. In the page where no worker can run (tests in jsdom), and through MSW's service
 * worker with `?mockWorker=1` (calls then show in the network panel, each code chunk too, all
 * through the page's thread: several times slower).
 */
export async function startMock(): Promise<void> {
  const url = new URL(window.location.href);
  const search = url.search;
  if (url.searchParams.get('resetMock') === '1') {
    url.searchParams.delete('resetMock');
    window.history.replaceState(window.history.state, '', url);
  }
  const serviceWorker = url.searchParams.get('mockWorker') === '1';
  if (!serviceWorker) unregisterMockWorkers();
  // The worker the page started is not the one that answers through MSW's service worker.
  else takeEarlyMockWorker()?.worker.terminate();
  controls = serviceWorker ? null : await startInWorker(search);
  if (!controls) {
    const inPage = await import('./in-page');
    await inPage.startInPageMock(serviceWorker ? 'service-worker' : 'fetch', search);
    controls = inPage;
  }
  window.__MOCK_READY_MS__ = performance.now();
}
