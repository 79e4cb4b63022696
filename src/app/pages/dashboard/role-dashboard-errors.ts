import type { SessionSnapshot } from '@/api/session';

/** Spec 01 §8 Dashboards: the error heading and messages. */
export const DASHBOARD_ERROR_TITLE = 'Error Loading Dashboard';

export const DASHBOARD_ERRORS = {
  userNotLoaded: 'User not loaded yet',
  noOrganization: 'Unable to determine organization ID',
  fetchFailed: 'Failed to fetch dashboard data',
  noEmployee: 'No employee ID found for user',
  noToken: 'No authentication token found',
  approvalsFailed: 'Failed to fetch pending approvals',
} as const;

/** What keeps a manager or employee dashboard from loading at all, before any call is made. */
export function sessionProblem(session: SessionSnapshot, needsEmployee: boolean): string | null {
  if (!session.user) return DASHBOARD_ERRORS.userNotLoaded;
  if (!session.token) return DASHBOARD_ERRORS.noToken;
  if (!session.user.organizationId) return DASHBOARD_ERRORS.noOrganization;
  if (needsEmployee && !session.user.employeeId) return DASHBOARD_ERRORS.noEmployee;
  return null;
}
