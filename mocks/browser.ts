import { getResponse } from 'msw';
import { currentScenario, SCENARIO_NAMES, type ScenarioName } from '@mocks/db';
import { contract } from './http/contract';
import { readMockSettingsFromSearch, updateMockSettings } from './http/settings';
import { operationHandlers } from './http/operation-handlers';
import { handlers } from './handlers/index';
import { SavedState } from './saved-state';
import { indexedDbStore, SnapshotStorage } from './snapshot-storage';
import { tabChannel } from './tab-sync';
import precompiledValidators from 'virtual:meritly-contract-validators';

// A production build brings the contract's request validators compiled: its CSP refuses `eval`.
if (precompiledValidators) contract.usePrecompiled(precompiledValidators);

declare global {
  interface Window {
    /** `performance.now()` when the mock was ready to answer (read by the start-up benchmark). */
    __MOCK_READY_MS__?: number;
    /** How the mock intercepts requests: the service worker or the in-page fetch fallback. */
    __MOCK_MODE__?: 'service-worker' | 'fetch-fallback';
  }
}

const SCENARIO_KEY = 'meritly-mock:scenario';

/** Storage key of a scenario's snapshot; it holds the contract version so a new contract starts fresh. */
export function mockStorageKey(scenario: ScenarioName): string {
  return `meritly-mock:v${contract.version}:${scenario}`;
}

function isScenario(value: unknown): value is ScenarioName {
  return SCENARIO_NAMES.includes(value as ScenarioName);
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // e.g. storage disabled: the mock still runs, without persistence.
  }
}

/** localStorage while the data is small, IndexedDB beyond (a 10,000-row import). */
let snapshots: SnapshotStorage | null = null;
function snapshotStorage(): SnapshotStorage {
  if (!snapshots) {
    let big: IDBFactory | null = null;
    try {
      big = window.indexedDB ?? null;
    } catch {
      big = null; // e.g. storage disabled
    }
    snapshots = new SnapshotStorage(storage(), big ? indexedDbStore(big) : null);
  }
  return snapshots;
}

/** The scenario's seed and every change since: restored on load, saved as it changes. */
let savedState: SavedState | null = null;
function persistence(): SavedState {
  return (savedState ??= new SavedState({
    key: mockStorageKey,
    storage: snapshotStorage(),
    local: storage(),
    channel: tabChannel,
  }));
}

/**
 * Demo data menu "Reset demo data": the current scenario reseeded and its saved copy replaced.
 * Sessions of users that still exist are kept, so whoever is signed in stays signed in.
 */
export function resetMockData(): void {
  persistence().reset();
}

/** Demo data menu: switch to another scenario (its saved state, else freshly seeded). Signs everyone out. */
export async function switchScenario(name: ScenarioName): Promise<void> {
  persistence().flush();
  storage()?.setItem(SCENARIO_KEY, name);
  await persistence().load(name);
}

export function activeScenario(): ScenarioName {
  return currentScenario();
}

/**
 * Routes same-origin `/api/*` fetches through the handlers in the page. For browsers where the
 * service worker cannot be registered (MSW itself already falls back to this when
 * `navigator.serviceWorker` is missing, e.g. on an insecure origin).
 */
function installFetchFallback(): void {
  const realFetch = window.fetch.bind(window);
  // Only the request's own operation's handlers (and the guards and fallback): MSW parses each
  // handler's path and the page's cookies for every one it tries, ~200 of them per call.
  const handlersFor = operationHandlers(handlers);
  window.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin === window.location.origin && url.pathname.startsWith('/api/')) {
      const response = await getResponse(
        handlersFor(request.method, url.pathname),
        request.clone(),
      );
      if (response) return response;
    }
    return realFetch(request);
  };
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

/**
 * Starts the mock backend in the browser: reads `?scenario=demo|empty|large`, `?resetMock=1`
 * and the latency / error injection params, restores the saved data (or seeds), saves every
 * change, and starts intercepting `/api/*`.
 */
export async function startMock(): Promise<void> {
  const url = new URL(window.location.href);
  updateMockSettings({
    responseValidation: 'deferred',
    keepBuiltRows: false,
    ...readMockSettingsFromSearch(url.search),
  });

  const fromUrl = url.searchParams.get('scenario');
  const saved = storage()?.getItem(SCENARIO_KEY);
  const scenario: ScenarioName = isScenario(fromUrl) ? fromUrl : isScenario(saved) ? saved : 'demo';
  storage()?.setItem(SCENARIO_KEY, scenario);
  const fresh = url.searchParams.get('resetMock') === '1';
  if (fresh) {
    url.searchParams.delete('resetMock');
    window.history.replaceState(window.history.state, '', url);
  }
  await persistence().load(scenario, { fresh });
  window.addEventListener('pagehide', () => persistence().flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') persistence().flush();
  });

  // In-page interception unless `?mockWorker=1`: the service worker sends every request of the
  // page (each code chunk too) through the page's main thread and copies every answer across,
  // which made start-up and the 10,000-row lists several times slower. With the worker, calls
  // show in the browser's network panel.
  if (url.searchParams.get('mockWorker') !== '1') {
    unregisterMockWorkers();
    installFetchFallback();
    window.__MOCK_MODE__ = 'fetch-fallback';
    window.__MOCK_READY_MS__ = performance.now();
    return;
  }
  try {
    // Its own chunk: only `?mockWorker=1` loads MSW's worker client and its request interceptors.
    const { setupWorker } = await import('msw/browser');
    await setupWorker(...handlers).start({
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
      onUnhandledRequest: 'bypass',
      quiet: true,
    });
    window.__MOCK_MODE__ = 'serviceWorker' in navigator ? 'service-worker' : 'fetch-fallback';
  } catch (error) {
    console.warn(
      '[mock] service worker unavailable, intercepting fetch in the page instead',
      error,
    );
    installFetchFallback();
    window.__MOCK_MODE__ = 'fetch-fallback';
  }
  window.__MOCK_READY_MS__ = performance.now();
}
