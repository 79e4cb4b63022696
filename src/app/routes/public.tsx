import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyPage } from './lazy';

/** Pages anyone can open: they load none of the signed-in app's code. */
export const publicRoutes: RouteObject[] = [
  {
    path: paths.landing.path,
    lazy: lazyPage(() => import('./LandingPage')),
  },
  {
    path: paths.waitlist.path,
    lazy: lazyPage(() => import('@/features/waitlist/routes/WaitlistRoute')),
  },
  {
    path: paths.auth.login.path,
    // Signing in runs no queries: the page's first load skips TanStack Query.
    lazy: lazyPage(() => import('@/features/auth/routes/SignInRoute'), { queryClient: false }),
  },
  {
    path: paths.auth.register.path,
    lazy: lazyPage(() => import('@/features/auth/routes/RegisterRoute')),
  },
  {
    path: paths.auth.forgotPassword.path,
    lazy: lazyPage(() => import('@/features/auth/routes/ForgotPasswordRoute')),
  },
];
