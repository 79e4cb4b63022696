import type { RouteObject } from 'react-router';
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

/**
 * Every route of the app (the browser's router is `router.tsx`). Every page is a lazy module, the guard and the shell too, so the landing chunk carries no
 * signed-in code.
 */
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
