import { setApiGate } from '@/api/api-gate';
import { dataChangedElsewhere } from '@/api/data-changes';
import { getToken } from '@/api/storage';

// What starts when. The mock backend, unless the build talks to a real API: it loads and starts
// at once, and API calls wait for it (api-gate.ts); the screens do not. The env var is read inline
// so that a real-API build drops the mock's chunk. Then the page renders at once.
let mockStarted: Promise<void> | undefined;
const startMock = () =>
  (mockStarted ??= import('@mocks/browser')
    .then(({ startMock }) => startMock({ onOtherTabChange: dataChangedElsewhere }))
    .catch((error: unknown) => {
      console.error('The mock API could not start; calls will go to the page origin.', error);
    }));

const base = import.meta.env.BASE_URL.replace(/\/$/, '');
const onLanding = (window.location.pathname.slice(base.length) || '/') === '/';
const signedIn = getToken() !== null;

// A signed-in page calls at once, so the mock starts at once. The landing and sign-in pages make
// no call at load: there the mock starts with the first call, or as soon as the visitor touches
// the page, so its code and seeding don't compete with the form's first paint.
if (!import.meta.env.VITE_API_URL) {
  setApiGate(startMock);
  if (signedIn && !onLanding) void startMock();
  else
    for (const type of ['pointerdown', 'focusin', 'keydown'])
      document.addEventListener(type, () => void startMock(), { once: true, capture: true });
}

const showApp = () => void import('@/app/boot/start-app').then(({ startApp }) => startApp());

// `/` shows the landing page alone (prerendered by the build, React takes it over); a link into
// the app hands over to the full app.
if (onLanding) void import('@/app/boot/landing').then(({ startLanding }) => startLanding(showApp));
else showApp();
