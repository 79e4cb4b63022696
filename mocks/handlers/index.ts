import type { RequestHandler } from 'msw';
import { fallbackHandlers } from '@mocks/http/fallback';
import { guardHandlers } from '@mocks/http/guards';
import { handlers as authHandlers } from './auth';
import { handlers as usersHandlers } from './users';
import { handlers as organizationHandlers } from './organization';
import { handlers as organizationTypesHandlers } from './organization-types';
import { handlers as teamsHandlers } from './teams';
import { handlers as employeesHandlers } from './employees';
import { handlers as employeesCreateHandlers } from './employees-create';
import { handlers as levelsHandlers } from './levels';
import { handlers as performanceMetricsHandlers } from './performance-metrics';
import { handlers as reviewCyclesHandlers } from './review-cycles';
import { handlers as reviewCyclesBudgetHandlers } from './review-cycles-budget';
import { handlers as reviewCyclesGuidelinesHandlers } from './review-cycles-guidelines';
import { handlers as reviewCyclesLaunchHandlers } from './review-cycles-launch';
import { handlers as calibrationHandlers } from './calibration';
import { handlers as participantsHandlers } from './participants';
import { handlers as participantsStagesHandlers } from './participants-stages';
import { handlers as recommendationsHandlers } from './recommendations';
import { handlers as recommendationsBulkApproveHandlers } from './recommendations-bulk-approve';
import { handlers as lettersHandlers } from './letters';
import { handlers as lettersWritesHandlers } from './letters-writes';
import { handlers as preferencesHandlers } from './preferences';
import { handlers as reviewStagesHandlers } from './review-stages';
import { handlers as workflowsHandlers } from './workflows';
import { handlers as compensationHandlers } from './compensation';
import { handlers as dashboardsHandlers } from './dashboards';
import { handlers as dashboardsMeHandlers } from './dashboards-me';
import { handlers as dashboardsManagerHandlers } from './dashboards-manager';
import { handlers as waitlistHandlers } from './waitlist';
import { handlers as auditHandlers } from './audit';
import { handlers as importsHandlers } from './imports';
import { handlers as importsLevelsHandlers } from './imports-levels';
import { handlers as notificationsHandlers } from './notifications';

/**
 * Every mock route, then the fallback (404 for unknown `/api/*` paths, 501 for contract
 * operations nobody implemented yet). One file per contract tag (`<tag>.ts`, a large tag's other
 * routes in `<tag>-<part>.ts`), listed in the contract's tag order; a file declares its tag's
 * routes only. Order between routes does not matter: each route answers only the paths the
 * contract assigns to its operation.
 */
export const handlers: RequestHandler[] = [
  ...guardHandlers,
  ...authHandlers,
  ...usersHandlers,
  ...organizationHandlers,
  ...organizationTypesHandlers,
  ...teamsHandlers,
  ...employeesHandlers,
  ...employeesCreateHandlers,
  ...levelsHandlers,
  ...performanceMetricsHandlers,
  ...reviewCyclesHandlers,
  ...reviewCyclesBudgetHandlers,
  ...reviewCyclesGuidelinesHandlers,
  ...reviewCyclesLaunchHandlers,
  ...calibrationHandlers,
  ...participantsHandlers,
  ...participantsStagesHandlers,
  ...recommendationsHandlers,
  ...recommendationsBulkApproveHandlers,
  ...lettersHandlers,
  ...lettersWritesHandlers,
  ...preferencesHandlers,
  ...reviewStagesHandlers,
  ...workflowsHandlers,
  ...compensationHandlers,
  ...dashboardsHandlers,
  ...dashboardsMeHandlers,
  ...dashboardsManagerHandlers,
  ...waitlistHandlers,
  ...auditHandlers,
  ...importsHandlers,
  ...importsLevelsHandlers,
  ...notificationsHandlers,
  ...fallbackHandlers,
];
