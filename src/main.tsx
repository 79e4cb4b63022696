import { CacheProvider } from '@emotion/react';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { setApiGate } from '@/api/api-gate';
import { emotionCache } from '@/app/csp';
import { paths } from '@/config/paths';

const root = createRoot(document.getElementById('root')!);

// MUI's styles go through this Emotion cache: its <style> elements carry the CSP nonce.
function render(node: ReactNode): void {
  root.render(
    <StrictMode>
      <CacheProvider value={emotionCache}>{node}</CacheProvider>
    </StrictMode>,
  );
}

let mockStarted: Promise<void> | null = null;

/** Loads and starts the in-browser mock once; API calls wait for it (see api-gate.ts). */
function startMockApi(): Promise<void> {
  mockStarted ??= import('@mocks/browser')
    .then(({ startMock }) => startMock())
    .catch((error: unknown) => {
      console.error('The mock API could not start; calls will go to the page origin.', error);
    });
  return mockStarted;
}

/** How long the app waits at most for the mock to start before it renders. */
const MOCK_HEAD_START_MS = 1000;

let appShown = false;

async function renderApp(): Promise<void> {
  if (appShown) return;
  appShown = true;
  const { App } = await import('@/app/App');
  render(<App />);
}

/**
 * Runs `task` once the first contentful paint has happened and the browser is idle. A page opened
 * in the background does not paint until it is shown; then the task runs after 3 s at the latest.
 */
function afterFirstPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2000 });
    else setTimeout(task, 0);
  };
  setTimeout(run, 3000);
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return run();
  try {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      run();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    run(); // No paint timing: idle is the best signal left.
  }
}

function isLandingPage(): boolean {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  const path = window.location.pathname.slice(base.length) || '/';
  return path === paths.landing.path;
}

// The env var is read inline (not via a module constant) so a real-API build drops the mock chunk.
if (!import.meta.env.VITE_API_URL) setApiGate(startMockApi);

if (isLandingPage()) {
  // A first visit to `/` paints the landing page alone; the mock starts once it is on screen.
  void import('@/app/LandingApp').then(({ LandingApp }) => {
    const handleShown = () => {
      if (!import.meta.env.VITE_API_URL) afterFirstPaint(() => void startMockApi());
    };
    render(<LandingApp onShown={handleShown} onLeave={() => void renderApp()} />);
  });
} else if (import.meta.env.VITE_API_URL) {
  void renderApp();
} else {
  // The mock seeds on the thread the app renders on, and the app's calls wait for it: it goes
  // first (ready about 45 ms sooner, and no page showed later), the app after it or after 1 s.
  const waited = new Promise((resolve) => setTimeout(resolve, MOCK_HEAD_START_MS));
  void Promise.race([startMockApi(), waited]).then(renderApp);
}
