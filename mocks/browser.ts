import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/index';

/** Starts the mock backend in the browser; the worker URL is relative so a sub-path deploy works. */
export async function startMock(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
