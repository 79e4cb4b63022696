import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyPage } from './lazy';

/**
 * Screens every signed-in user may open (/dashboard picks the dashboard by role; the employee's own
 * screens). Add one line per screen: `{ path, lazy: lazyPage(() => import(...)) }`.
 */
export const employeeRoutes: RouteObject[] = [
  {
    path: paths.dashboard.path,
    lazy: lazyPage(() => import('@/app/pages/dashboard/DashboardSwitch')),
  },
  {
    path: paths.me.selfReviews.path,
    lazy: lazyPage(() => import('@/app/pages/my-reviews/routes/SelfReviewsRoute')),
  },
  {
    path: paths.me.selfReview.path,
    lazy: lazyPage(() => import('@/app/pages/self-review/SelfReviewPage')),
  },
  {
    path: paths.me.overdueReviews.path,
    lazy: lazyPage(() => import('@/app/pages/my-reviews/routes/OverdueReviewsRoute')),
  },
  {
    path: paths.me.performance.path,
    lazy: lazyPage(() => import('@/app/pages/performance/routes/PerformanceRoute')),
  },
  {
    path: paths.me.compensation.path,
    lazy: lazyPage(() => import('@/app/pages/my-compensation/routes/MyCompensationRoute')),
  },
  {
    // Anyone's own released letters; admins and managers open the letters they may read.
    path: paths.me.letter.path,
    lazy: lazyPage(() => import('@/features/letters/routes/LetterRoute')),
  },
  {
    path: paths.me.team.path,
    lazy: lazyPage(() => import('@/features/teams/routes/MyTeamRoute')),
  },
  {
    path: paths.me.profile.path,
    lazy: lazyPage(() => import('@/features/profile/routes/ProfileRoute')),
  },
  {
    // Admins open every employee, managers their reports, employees themselves (the API decides).
    path: paths.employee.path,
    lazy: lazyPage(() => import('@/features/employees/routes/EmployeeDetailRoute')),
  },
];
