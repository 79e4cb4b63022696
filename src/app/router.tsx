import { createBrowserRouter, type RouteObject } from 'react-router';
import { setUnauthorizedHandler } from '@/api/middleware';
import { paths } from '@/config/paths';
import { clearQueryCache } from '@/api/query-cache';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { adminRoutes } from './routes/admin';
import { employeeRoutes } from './routes/employee';
import { lazyPage } from './routes/lazy';
import { managerRoutes } from './routes/manager';
import { publicRoutes } from './routes/public';
import { reviewCycleRoutes } from './routes/review-cycles';

/** What the first page shows while its lazy modules arrive: nothing, as before the app starts. */
function FirstLoad() {
  return null;
}

// Every page is a lazy module, the guard and the shell too, so the landing chunk carries no signed-in code.
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    // Without one react-router warns on every first load (the matched routes are lazy).
    HydrateFallback: FirstLoad,
    children: [
      ...publicRoutes,
      {
        lazy: lazyPage(() => import('./layouts/ProtectedShell')),
        children: [...adminRoutes, ...reviewCycleRoutes, ...managerRoutes, ...employeeRoutes],
      },
      { path: '*', lazy: lazyPage(() => import('./routes/NotFoundRoute')) },
    ],
  },
];

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
