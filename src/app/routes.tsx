import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RouteErrorBoundary } from './RouteErrorBoundary';

// Every page is a lazy module so the landing chunk carries no admin screens.
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        path: paths.landing.path,
        lazy: () =>
          import('@/features/landing/routes/LandingRoute').then((m) => ({ Component: m.default })),
      },
      {
        path: '*',
        lazy: () => import('./routes/NotFoundRoute').then((m) => ({ Component: m.default })),
      },
    ],
  },
];
