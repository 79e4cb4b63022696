import { setApiGate } from '@/api/api-gate';
import { onLinkIntent } from '@/app/boot/on-link-intent';
import { takeOverWhenReady } from '@/app/boot/take-over-when-ready';
import { warmLocaleData } from '@/app/boot/warm-locale-data';

// The entry holds no React: on `/` and `/auth` the prerendered landing or sign-in page is on
// screen before any of the app's code is requested (see scripts/vite/prerender-pages.ts);
// elsewhere the app renders at once and never waits for the mock (calls do, through the API gate).

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
 * Runs `task` once the first contentful paint has happened. Checked after each frame: a paint
 * observer's callback came up to 100 ms late on a busy machine. A page opened in the background
 * does not paint until it is shown; then the task runs after 3 s at the latest.
 */
function afterFirstPaint(task: () => void): void {
  const started = performance.now();
  const check = () => {
    const painted = performance.getEntriesByName('first-contentful-paint').length > 0;
    if (painted || performance.now() - started > 3000) task();
    else if (document.visibilityState === 'hidden') setTimeout(check, 100);
    else requestAnimationFrame(() => setTimeout(check, 0));
  };
  check();
}

const base = import.meta.env.BASE_URL.replace(/\/$/, '');
const onLanding = (window.location.pathname.slice(base.length) || '/') === '/';
// On `/` and `/auth` an inline script of the built index.html has put the prerendered page into
// #root before the first paint (see scripts/vite/prerender-pages.ts); the dev server has none.
const prerenderedPage = document.getElementById('root')?.dataset.prerendered;
const prerendered = prerenderedPage === 'landing';

let painted: Promise<void> | null = null;
/** Resolves once the page has painted its first content (see afterFirstPaint). */
function firstPaint(): Promise<void> {
  return (painted ??= new Promise((resolve) => afterFirstPaint(resolve)));
}

// The env var is read inline (not via a module constant) so a real-API build drops the mock chunk.
// The gate starts the mock on the first call if nothing has started it yet. It runs in a worker
// (mocks/browser.ts) that the built page has started with itself, the landing page aside (see
// vite.config.ts): the mock's small client takes it over, at once on a page the build did not
// prerender (a signed-in page), after the first paint on the prerendered sign-in page.
const startsMockAtOnce = !onLanding && !prerenderedPage;
if (!import.meta.env.VITE_API_URL)
  setApiGate(() => (startsMockAtOnce ? startMockApi() : firstPaint().then(startMockApi)));

let appShown = false;
function showApp(): void {
  if (appShown) return;
  appShown = true;
  void import('@/app/boot/start-app').then(({ startApp }) => startApp());
}

/**
 * The sign-in form is on screen from the HTML (its inline script holds back what the user does
 * until React has the form): the app, the page's own chunk and, with the mock, the demo accounts
 * it shows load together (the router would ask for the page only once the app has run, and the
 * page for the accounts only once it has), then the app takes the form over.
 */
function hydrateSignIn(): void {
  void Promise.all([
    import('@/app/boot/start-app'),
    import('@/features/auth/routes/SignInRoute'),
    import.meta.env.VITE_API_URL ? null : import('@/features/auth/components/DemoAccounts'),
  ]).then(([{ hydrateApp }]) => hydrateApp());
}

/** The longest the sign-in form waits for the mock before React takes it over anyway. */
const SIGN_IN_MOCK_WAIT_MS = 1_000;

/**
 * Signing in needs the mock and the app, and on `/auth` they used to load together: the app's
 * chunks were parsed (on background threads) while the mock's worker seeded the demo, and on a
 * 2-core machine each slowed the other (the seed took 80–95 ms there, 45 alone). The mock, the
 * longer of the two, now goes first; React takes the form over once it has started, or at once
 * when the user types, points or touches, or after SIGN_IN_MOCK_WAIT_MS. The form works from the
 * HTML meanwhile (typing; a submit or a demo account is held until React has it). Measured, 14
 * alternating loads: mock ready 238 → 181 ms, the form React's 273 → 302 ms. The page's thread,
 * idle meanwhile, loads the locale data the mock's seed needs (see warm-locale-data.ts).
 */
function takeOverSignIn(): void {
  if (import.meta.env.VITE_API_URL) {
    hydrateSignIn();
    return;
  }
  const ready = startMockApi();
  warmLocaleData();
  takeOverWhenReady({ ready, act: hydrateSignIn, waitMs: SIGN_IN_MOCK_WAIT_MS });
}

if (onLanding) {
  // The landing page is on screen from the HTML: React takes it over after the first paint. It
  // makes no API call, so the mock (its largest chunk) loads only for a visitor heading into the app: a
  // pointer, focus or touch on one of its links, or leaving it.
  if (!import.meta.env.VITE_API_URL) onLinkIntent(() => void startMockApi());
  const takeOver = () =>
    void import('@/app/boot/landing').then(({ startLanding }) =>
      startLanding({
        prerendered,
        onShown: () => undefined,
        onLeave: () => {
          showApp();
          if (!import.meta.env.VITE_API_URL) void startMockApi();
        },
      }),
    );
  if (prerendered) afterFirstPaint(takeOver);
  else takeOver();
} else {
  if (!import.meta.env.VITE_API_URL && startsMockAtOnce) void startMockApi();
  if (prerenderedPage === 'sign-in') afterFirstPaint(takeOverSignIn);
  else showApp();
  if (!import.meta.env.VITE_API_URL && !startsMockAtOnce)
    afterFirstPaint(() => void startMockApi());
}
