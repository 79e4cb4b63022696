import { getResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/index';
import { MockRuntime } from './mock-runtime';
import type { ScenarioName } from './scenarios';
import { tabChannel } from './tab-sync';

declare global {
  interface Window {
    /** `performance.now()` when the mock was ready to answer (read by the benchmark and e2e). */
    __MOCK_READY_MS__?: number;
    /** How the mock intercepts requests: MSW's service worker, or patched in the page. */
    __MOCK_MODE__?: 'service-worker' | 'in-page';
  }
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // e.g. storage disabled: the mock still runs, without persistence.
  }
}

function indexedDb(): IDBFactory | null {
  try {
    return window.indexedDB ?? null;
  } catch {
    return null;
  }
}

let runtime: MockRuntime | null = null;
let otherTabChanged: () => void = () => {};
function mock(): MockRuntime {
  return (runtime ??= new MockRuntime({
    local: storage(),
    indexedDB: indexedDb(),
    channel: tabChannel,
    writeAtOnce: () => document.visibilityState === 'hidden',
    onRemoteChange: () => otherTabChanged(),
  }));
}

export interface StartMockOptions {
  /**
   * Called once another tab's changes are in this tab's data, as a server would push them: the
   * app reloads what it shows. (The other tab's own announcement can arrive before them.)
   */
  onOtherTabChange?: () => void;
}

/**
 * Demo data menu "Reset demo data": the current scenario reseeded and its saved copy replaced.
 * Sessions of users that still exist are kept, so whoever is signed in stays signed in.
 */
export const resetMockData = (): void => mock().reset();
/** Demo data menu: another scenario (its saved state, else freshly seeded). Signs everyone out. */
export const switchScenario = (name: ScenarioName): Promise<void> => mock().switchScenario(name);
export const activeScenario = (): ScenarioName => mock().activeScenario();

/** Answers same-origin `/api/*` fetches from the handlers in the page, the rest as before. */
function interceptInPage(): void {
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin === window.location.origin && url.pathname.startsWith('/api/')) {
      const response = await getResponse(handlers, request.clone());
      if (response) return response;
    }
    return realFetch(request);
  };
}

/**
 * Through MSW's service worker, so calls show in the network panel. Where a page cannot have one
 * (a `file:` page, no `navigator.serviceWorker`) MSW intercepts in the page by itself; where its
 * registration fails (a private window's policy, a test's Node process) this does.
 */
async function intercept(): Promise<NonNullable<Window['__MOCK_MODE__']>> {
  try {
    const registration = await setupWorker(...handlers).start({
      serviceWorker: { url: `${import.meta.env.BASE_URL}mock-worker.js` },
      onUnhandledRequest: 'bypass',
      quiet: true,
    });
    return registration ? 'service-worker' : 'in-page';
  } catch (error) {
    console.warn('[mock] no service worker: intercepting fetch in the page instead', error);
    interceptInPage();
    return 'in-page';
  }
}

/**
 * Starts the mock backend in the browser: reads `?scenario=demo|empty|large|hostile`,
 * `?resetMock=1` and the latency / error injection params (mocks/http/settings.ts), restores the
 * saved data (or seeds), saves every change (at once when the page is hidden or closed), and
 * answers `/api/*`.
 */
export async function startMock({ onOtherTabChange }: StartMockOptions = {}): Promise<void> {
  if (onOtherTabChange) otherTabChanged = onOtherTabChange;
  const url = new URL(window.location.href);
  const search = url.search;
  if (url.searchParams.get('resetMock') === '1') {
    url.searchParams.delete('resetMock');
    window.history.replaceState(window.history.state, '', url);
  }
  const [, mode] = await Promise.all([mock().start(search), intercept()]);
  window.addEventListener('pagehide', () => mock().flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') mock().flush();
  });
  window.__MOCK_MODE__ = mode;
  window.__MOCK_READY_MS__ = performance.now();
}
