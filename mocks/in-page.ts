import type { ScenarioName } from '@mocks/db';
import { MockRuntime } from './mock-runtime';
import { tabChannel } from './tab-sync';

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
    return null; // e.g. storage disabled
  }
}

let runtime: MockRuntime | null = null;
function mock(): MockRuntime {
  return (runtime ??= new MockRuntime({
    local: storage(),
    indexedDB: indexedDb(),
    channel: tabChannel,
  }));
}

export const resetMockData = (): void => mock().reset();
export const switchScenario = (name: ScenarioName): Promise<void> => mock().switchScenario(name);
export const activeScenario = (): ScenarioName => mock().activeScenario();

/**
 * Routes same-origin `/api/*` fetches through the handlers in the page: where no dedicated worker
 * can run the mock (see browser.ts), and where MSW's service worker cannot be registered.
 */
function installFetchFallback(): void {
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin === window.location.origin && url.pathname.startsWith('/api/')) {
      const response = await mock().handle(request.clone());
      if (response) return response;
    }
    return realFetch(request);
  };
}

/**
 * Starts the mock in the page: restores the saved data (or seeds), saves every change (at once
 * when the page is hidden or closed), and intercepts `/api/*` in the page, or through MSW's
 * service worker with `?mockWorker=1` (calls then show in the network panel).
 */
export async function startInPageMock(
  mode: 'fetch' | 'service-worker',
  search: string,
): Promise<void> {
  await mock().start(search);
  window.addEventListener('pagehide', () => mock().flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') mock().flush();
  });
  if (mode === 'fetch') {
    installFetchFallback();
    window.__MOCK_MODE__ = 'fetch-fallback';
    return;
  }
  try {
    // Its own chunk: only `?mockWorker=1` loads MSW's worker client and its request interceptors.
    const { setupWorker } = await import('msw/browser');
    await setupWorker(...mock().handlers).start({
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
}
