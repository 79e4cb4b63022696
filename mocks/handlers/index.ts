import type { RequestHandler } from 'msw';
import { fallbackHandlers } from '@mocks/http/fallback';
import { guardHandlers } from '@mocks/http/guards';
import { handlers as auditHandlers } from './audit';
import { handlers as authHandlers } from './auth';
import { handlers as budgetsHandlers } from './budgets';
import { handlers as calibrationHandlers } from './calibration';
import { handlers as compensationHandlers } from './compensation';
import { handlers as dashboardHandlers } from './dashboard';
import { handlers as employeeCreateHandlers } from './employee-create';
import { handlers as employeesHandlers } from './employees';
import { handlers as guidelinesHandlers } from './guidelines';
import { handlers as importsHandlers } from './imports';
import { handlers as managerHandlers } from './manager';
import { handlers as meHandlers } from './me';
import { handlers as nudgesHandlers } from './nudges';
import { handlers as organizationHandlers } from './organization';
import { handlers as organizationTypesHandlers } from './organization-types';
import { handlers as participantsHandlers } from './participants';
import { handlers as performanceMetricsHandlers } from './performance-metrics';
import { handlers as preferencesHandlers } from './preferences';
import { handlers as recommendationsHandlers } from './recommendations';
import { handlers as reviewCyclesHandlers } from './review-cycles';
import { handlers as reviewStagesHandlers } from './review-stages';
import { handlers as stagesHandlers } from './stages';
import { handlers as teamsHandlers } from './teams';
import { handlers as usersHandlers } from './users';
import { handlers as waitlistHandlers } from './waitlist';
import { handlers as workflowsHandlers } from './workflows';

/**
 * Every mock route, then the fallback (404 for unknown `/api/*` paths, 501 for contract
 * operations nobody implemented yet). One import line per area, alphabetical; add the area's
 * `handlers` to the list in the same order. Order between routes does not matter: each route
 * answers only the paths the contract assigns to its operation.
 */
export const handlers: RequestHandler[] = [
  ...guardHandlers,
  ...auditHandlers,
  ...authHandlers,
  ...budgetsHandlers,
  ...calibrationHandlers,
  ...compensationHandlers,
  ...dashboardHandlers,
  ...employeeCreateHandlers,
  ...employeesHandlers,
  ...guidelinesHandlers,
  ...importsHandlers,
  ...managerHandlers,
  ...meHandlers,
  ...nudgesHandlers,
  ...organizationHandlers,
  ...organizationTypesHandlers,
  ...participantsHandlers,
  ...performanceMetricsHandlers,
  ...preferencesHandlers,
  ...recommendationsHandlers,
  ...reviewCyclesHandlers,
  ...reviewStagesHandlers,
  ...stagesHandlers,
  ...teamsHandlers,
  ...usersHandlers,
  ...waitlistHandlers,
  ...workflowsHandlers,
  ...fallbackHandlers,
];
