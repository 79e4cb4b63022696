import { createBrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from '@/api/middleware';
import { paths } from '@/config/paths';
import { clearQueryCache } from '@/api/query-cache';
import { routes } from './route-tree';

export { routes };

export const router = createBrowserRouter(routes, { basename: import.meta.env.BASE_URL });

setUnauthorizedHandler(() => {
  clearQueryCache();
  if (router.state.location.pathname !== paths.auth.login.path) {
    void router.navigate(paths.auth.login.getHref(), { replace: true });
  }
});

declare global {
  interface Window {
    /** Mock builds only: moves to a route as a link would (read by the browser tests). */
    __MERITLY_NAVIGATE__?: (to: string) => Promise<void>;
  }
}

// The browser tests visit every route in one page, as clicks would, instead of reloading the app
// for each. The env var is read inline so a real-API build drops this.
if (typeof window !== 'undefined' && !import.meta.env.VITE_API_URL) {
  window.__MERITLY_NAVIGATE__ = (to) => router.navigate(to);
}
