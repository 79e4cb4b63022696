import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyPage, lazyRoleGuard } from './lazy';

/** Manager screens. Add one line per screen: `{ path, lazy: lazyPage(() => import(...)) }`. */
const managerOnly: RouteObject[] = [
  {
    path: paths.manager.dashboard.path,
    lazy: lazyPage(() => import('@/app/pages/dashboard/DashboardSwitch')),
  },
  {
    path: paths.manager.team.path,
    lazy: lazyPage(() => import('@/app/pages/manager/routes/ManagerTeamRoute')),
  },
  {
    path: paths.manager.reviews.path,
    lazy: lazyPage(() => import('@/app/pages/manager/routes/ManagerReviewsRoute')),
  },
  {
    path: paths.manager.profile.path,
    lazy: lazyPage(() => import('@/features/profile/routes/ProfileRoute')),
  },
];

export const managerRoutes: RouteObject[] = [
  { lazy: lazyRoleGuard(['manager']), children: managerOnly },
];
