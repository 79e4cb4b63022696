import { createBrowserRouter, type RouteObject } from 'react-router';
import { setUnauthorizedHandler } from '@/api/middleware';
import { paths } from '@/config/paths';
import { queryClient } from './query-client';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { adminRoutes } from './routes/admin';
import { employeeRoutes } from './routes/employee';
import { lazyPage } from './routes/lazy';
import { managerRoutes } from './routes/manager';
import { publicRoutes } from './routes/public';

// Every page is a lazy module, the guard and the shell too, so the landing chunk carries no signed-in code.
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      ...publicRoutes,
      {
        lazy: lazyPage(() => import('./layouts/ProtectedShell')),
        children: [...adminRoutes, ...managerRoutes, ...employeeRoutes],
      },
      { path: '*', lazy: lazyPage(() => import('./routes/NotFoundRoute')) },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: import.meta.env.BASE_URL });

setUnauthorizedHandler(() => {
  queryClient.clear();
  if (router.state.location.pathname !== paths.auth.login.path) {
    void router.navigate(paths.auth.login.getHref(), { replace: true });
  }
});
