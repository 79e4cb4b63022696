import { setApiGate } from '@/api/api-gate';

// The entry holds no React: on `/` the prerendered landing page is on screen before any of the
// app's code is requested (see scripts/vite/prerender-landing.ts); elsewhere the app renders at
// once and never waits for the mock (calls do, through the API gate).

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

/**
 * Runs `task` once the first contentful paint has happened (then after `idle` the browser is idle
 * too). A page opened in the background does not paint until it is shown; then the task runs
 * after 3 s at the latest.
 */
function afterFirstPaint(task: () => void, idle: boolean): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    if (idle && 'requestIdleCallback' in window)
      window.requestIdleCallback(task, { timeout: 2000 });
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

const base = import.meta.env.BASE_URL.replace(/\/$/, '');
const onLanding = (window.location.pathname.slice(base.length) || '/') === '/';
// On `/` an inline script of the built index.html has put the prerendered landing page into
// #root before the first paint (see scripts/vite/prerender-landing.ts); the dev server has none.
const prerendered = document.getElementById('root')?.dataset.prerendered === 'landing';

// The env var is read inline (not via a module constant) so a real-API build drops the mock chunk.
// The gate starts the mock on the first call if nothing has started it yet.
if (!import.meta.env.VITE_API_URL) setApiGate(startMockApi);

let appShown = false;
function showApp(): void {
  if (appShown) return;
  appShown = true;
  void import('@/app/boot/start-app').then(({ startApp }) => startApp());
}

if (onLanding) {
  // The landing page is on screen from the HTML: React takes it over after the first paint, and
  // the mock starts once the browser is idle after that.
  const takeOver = () =>
    void import('@/app/boot/landing').then(({ startLanding }) =>
      startLanding({
        prerendered,
        onShown: () => {
          if (!import.meta.env.VITE_API_URL) afterFirstPaint(() => void startMockApi(), true);
        },
        onLeave: showApp,
      }),
    );
  if (prerendered) afterFirstPaint(takeOver, false);
  else takeOver();
} else {
  showApp();
  // The mock shares the main thread with the app's first render: it starts after the first paint
  // (or at the app's first call, whichever comes first).
  if (!import.meta.env.VITE_API_URL) afterFirstPaint(() => void startMockApi(), false);
}
