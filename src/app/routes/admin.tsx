import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyPage, lazyRoleGuard } from './lazy';

/** Admin screens (admin role only). Add one line per screen: `{ path, lazy: lazyPage(() => import(...)) }`. */
const adminOnly: RouteObject[] = [
  { path: paths.admin.root.path, lazy: lazyPage(() => import('@/app/DashboardSwitch')) },
  {
    path: paths.admin.profile.path,
    lazy: lazyPage(() => import('@/features/profile/routes/ProfileRoute')),
  },
  {
    path: paths.admin.reviewCycles.path,
    lazy: lazyPage(() => import('@/features/review-cycles/routes/ReviewCyclesRoute')),
  },
];

/**
 * Screens under /admin that managers and employees also open (managers approve in review cycles,
 * employees open their own stages); the screens themselves decide what each role may do.
 */
const sharedWithAllRoles: RouteObject[] = [
  {
    path: paths.admin.reviewCycle.path,
    lazy: lazyPage(() => import('@/features/review-cycles/routes/ReviewCycleRoute')),
    // The participant stage screen (participants/:participantId) renders in the detail's <Outlet/>.
    children: [],
  },
];

export const adminRoutes: RouteObject[] = [
  { lazy: lazyRoleGuard(['admin']), children: adminOnly },
  { lazy: lazyRoleGuard(['admin', 'manager', 'employee']), children: sharedWithAllRoles },
];
