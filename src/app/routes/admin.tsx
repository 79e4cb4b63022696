import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyPage, lazyRoleGuard } from './lazy';

/** Admin screens (admin role only). Add one line per screen: `{ path, lazy: lazyPage(() => import(...)) }`. */
const adminOnly: RouteObject[] = [
  {
    path: paths.admin.root.path,
    lazy: lazyPage(() => import('@/app/pages/dashboard/DashboardSwitch')),
  },
  {
    path: paths.admin.profile.path,
    lazy: lazyPage(() => import('@/features/profile/routes/ProfileRoute')),
  },
  {
    path: paths.admin.reviewCycles.path,
    lazy: lazyPage(() => import('@/features/review-cycles/routes/ReviewCyclesRoute')),
  },
  {
    path: paths.admin.reviewCycleReports.path,
    lazy: lazyPage(() => import('@/features/cycle-reports/routes/CycleReportsRoute')),
  },
  {
    path: paths.admin.reviewCycleLetters.path,
    lazy: lazyPage(() => import('@/features/letters/routes/CycleLettersRoute')),
  },
  {
    path: paths.admin.users.path,
    lazy: lazyPage(() => import('@/features/users/routes/UsersRoute')),
  },
  {
    path: paths.admin.employees.path,
    lazy: lazyPage(() => import('@/features/employees/routes/EmployeesRoute')),
  },
  {
    path: paths.admin.levels.path,
    lazy: lazyPage(() => import('@/features/levels/routes/LevelsRoute')),
  },
  {
    path: paths.admin.teams.path,
    lazy: lazyPage(() => import('@/features/teams/routes/TeamsRoute')),
  },
  {
    path: paths.admin.team.path,
    lazy: lazyPage(() => import('@/features/teams/routes/TeamDetailRoute')),
  },
  {
    path: paths.admin.utilities.path,
    lazy: lazyPage(() => import('@/features/utilities/routes/UtilitiesRoute')),
  },
  {
    path: paths.admin.utilitiesImport.path,
    lazy: lazyPage(() => import('@/features/imports/routes/ImportRoute')),
  },
  {
    path: paths.admin.audit.path,
    lazy: lazyPage(() => import('@/features/audit/routes/AuditRoute')),
  },
  {
    path: paths.admin.outbox.path,
    lazy: lazyPage(() => import('@/features/outbox/routes/OutboxRoute')),
  },
  {
    lazy: lazyPage(() => import('@/app/layouts/SettingsLayout')),
    children: [
      {
        path: paths.admin.settings.general.path,
        lazy: lazyPage(() => import('@/features/organization/routes/GeneralSettingsRoute')),
      },
      {
        path: paths.admin.settings.reviewStages.path,
        lazy: lazyPage(() => import('@/features/review-stages/routes/ReviewStagesRoute')),
      },
      {
        path: paths.admin.settings.workflows.path,
        lazy: lazyPage(() => import('@/features/workflows/routes/WorkflowsRoute')),
      },
      {
        path: paths.admin.settings.workflowNew.path,
        lazy: lazyPage(() => import('@/features/workflows/routes/WorkflowEditorRoute')),
      },
      {
        path: paths.admin.settings.workflow.path,
        lazy: lazyPage(() => import('@/features/workflows/routes/WorkflowEditorRoute')),
      },
      {
        path: paths.admin.settings.compensation.path,
        lazy: lazyPage(() => import('@/features/compensation/routes/CompensationSettingsRoute')),
      },
      {
        path: paths.admin.settings.performanceMetrics.path,
        lazy: lazyPage(
          () => import('@/features/performance-metrics/routes/PerformanceMetricsRoute'),
        ),
      },
      {
        path: paths.admin.settings.organization.path,
        lazy: lazyPage(() => import('@/features/organization/routes/OrganizationSettingsRoute')),
      },
    ],
  },
];

export const adminRoutes: RouteObject[] = [{ lazy: lazyRoleGuard(['admin']), children: adminOnly }];
