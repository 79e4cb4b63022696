import type { QueryClient } from '@tanstack/react-query';
import { getAdminReviewCyclesQueryOptions } from './admin-review-cycles';
import { getAdminSummaryQueryOptions } from './admin-summary';
import { teamsQueryOptions } from '@/api/resources/teams';
import { getTeamApprovalsQueryOptions } from './team-approvals';

/**
 * Starts the admin dashboard's calls while the stored session is still being validated, so the
 * dashboard's first render has its numbers. A stale token gets the 401 validation would have got.
 */
export function prefetchAdminDashboard(client: QueryClient): void {
  void client.prefetchQuery(getAdminSummaryQueryOptions());
  void client.prefetchQuery(getAdminReviewCyclesQueryOptions());
  void client.prefetchQuery(teamsQueryOptions());
  void client.prefetchQuery(getTeamApprovalsQueryOptions());
}
