import { App } from '@/app/App';
import { router } from '@/app/router';
import { whenRouterReady } from './router-ready';
import { hydrate, render } from './render';

/** The full app at the current URL, at once: pages show their frame, their data waits for the API. */
export function startApp(): void {
  render(<App />);
}

/**
 * Takes over the page the build prerendered (the sign-in page) without redrawing it. The router
 * first loads the page's lazy route: hydrating before that would render its empty fallback
 * against the prerendered form.
 */
export async function hydrateApp(): Promise<void> {
  await whenRouterReady(router);
  hydrate(<App />);
}
