import type { QueryClient } from '@tanstack/react-query';
import { adminSummaryQueryOptions } from '@/api/resources/dashboards';
import {
  pendingApprovalsQueryOptions,
  reviewCyclesQueryOptions,
} from '@/api/resources/review-cycles';
import { teamsQueryOptions } from '@/api/resources/teams';
import { paths } from '@/config/paths';

/** How long numbers the prefetch fetched count as the dashboard's first render's own. */
export const PREFETCHED_FOR_MOUNT_MS = 2_000;

let prefetchedAt = Number.POSITIVE_INFINITY;

/**
 * Starts the admin dashboard's calls while the stored session is still being validated, so the
 * dashboard's first render has its numbers. A stale token gets the 401 validation would have got.
 */
export function prefetchAdminDashboard(client: QueryClient): void {
  prefetchedAt = Date.now();
  void client.prefetchQuery(adminSummaryQueryOptions());
  void client.prefetchQuery(reviewCyclesQueryOptions());
  void client.prefetchQuery(teamsQueryOptions());
  void client.prefetchQuery(pendingApprovalsQueryOptions());
}

/**
 * `refetchOnMount` for the numbers the dashboard reads afresh on every mount (staleTime 0), but not
 * again when the prefetch has just fetched them for this very mount: two more calls answered
 * between the dashboard's render and its paint.
 */
export function refetchUnlessPrefetched(query: { state: { dataUpdatedAt: number } }): boolean {
  const { dataUpdatedAt } = query.state;
  return dataUpdatedAt < prefetchedAt || Date.now() - dataUpdatedAt > PREFETCHED_FOR_MOUNT_MS;
}

const DASHBOARD_PATHS: ReadonlySet<string> = new Set(
  [paths.admin.root, paths.dashboard, paths.manager.dashboard].map((path) => path.getHref()),
);

/**
 * Whether `pathname` (under the app's base) is a dashboard's: the dashboard's module loads with the
 * signed-in shell on every page, and only a page opened on a dashboard should start its calls (on a
 * cycle page of `large`, the admin dashboard's teams call alone held the first rows ~0.4 s).
 */
export function isDashboardPath(pathname: string, base = import.meta.env.BASE_URL): boolean {
  const root = base.replace(/\/$/, '');
  const path = pathname.startsWith(root) ? pathname.slice(root.length) : pathname;
  return DASHBOARD_PATHS.has(path.replace(/(.)\/$/, '$1') || '/');
}
