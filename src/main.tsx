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
 * Runs `task` once the first contentful paint has happened (with `idle`, once the browser is idle
 * after it too). Checked after each frame: a paint observer's callback came up to 100 ms late on a
 * busy machine. A page opened in the background does not paint until it is shown; then the task
 * runs after 3 s at the latest.
 */
function afterFirstPaint(task: () => void, idle: boolean): void {
  const started = performance.now();
  const run = () => {
    if (idle && 'requestIdleCallback' in window)
      window.requestIdleCallback(task, { timeout: 2000 });
    else task();
  };
  const check = () => {
    const painted = performance.getEntriesByName('first-contentful-paint').length > 0;
    if (painted || performance.now() - started > 3000) run();
    else if (document.visibilityState === 'hidden') setTimeout(check, 100);
    else requestAnimationFrame(() => setTimeout(check, 0));
  };
  check();
}

const base = import.meta.env.BASE_URL.replace(/\/$/, '');
const onLanding = (window.location.pathname.slice(base.length) || '/') === '/';
// On `/` an inline script of the built index.html has put the prerendered landing page into
// #root before the first paint (see scripts/vite/prerender-landing.ts); the dev server has none.
const prerendered = document.getElementById('root')?.dataset.prerendered === 'landing';

let painted: Promise<void> | null = null;
/** Resolves once the page has painted its first content (see afterFirstPaint). */
function firstPaint(): Promise<void> {
  return (painted ??= new Promise((resolve) => afterFirstPaint(resolve, false)));
}

// The env var is read inline (not via a module constant) so a real-API build drops the mock chunk.
// The gate starts the mock on the first call if nothing has started it yet, but not before the
// first paint: a signed-in page calls while it renders its frame (the session, the dashboard's
// numbers), and the mock's start-up, a long task, would hold that paint.
if (!import.meta.env.VITE_API_URL) setApiGate(() => firstPaint().then(startMockApi));

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
