import type { QueryClient } from '@tanstack/react-query';
import { adminSummaryQueryOptions } from '@/api/resources/dashboards';
import {
  pendingApprovalsQueryOptions,
  reviewCyclesQueryOptions,
} from '@/api/resources/review-cycles';
import { teamsQueryOptions } from '@/api/resources/teams';

/**
 * Starts the admin dashboard's calls while the stored session is still being validated, so the
 * dashboard's first render has its numbers. A stale token gets the 401 validation would have got.
 */
export function prefetchAdminDashboard(client: QueryClient): void {
  void client.prefetchQuery(adminSummaryQueryOptions());
  void client.prefetchQuery(reviewCyclesQueryOptions());
  void client.prefetchQuery(teamsQueryOptions());
  void client.prefetchQuery(pendingApprovalsQueryOptions());
}
