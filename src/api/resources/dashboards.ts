import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { operations } from '../schema';

/**
 * The Dashboards tag: what the role pages read about the caller (their reviews and pay), their
 * team and the organization's counts. Every call here is read-only; other modules' mutations
 * invalidate these keys.
 */

export type {
  ReviewTask,
  CompensationHistoryEntry as CompensationEntry,
  DirectReport,
  ManagerSummary,
  AdminSummary,
} from '../schema-types.gen';

// The keys follow the URLs (/api/me/…, /api/manager/…, /api/dashboard/…): a change that reloads
// the admin dashboard's counts (`all`) leaves the caller's own tasks and team alone.
export const dashboardKeys = {
  all: ['dashboard'] as const,
  adminSummary: () => [...dashboardKeys.all, 'admin-summary'] as const,
  mine: ['me'] as const,
  myReviews: () => [...dashboardKeys.mine, 'reviews'] as const,
  myCompensation: () => [...dashboardKeys.mine, 'compensation'] as const,
  manager: ['manager'] as const,
  managerTeam: () => [...dashboardKeys.manager, 'team'] as const,
  managerSummary: () => [...dashboardKeys.manager, 'summary'] as const,
};

/** GET /api/me/reviews: the caller's review tasks, one per stage they take part in. */
export function myReviewsQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.myReviews(),
    queryFn: async () => (await apiClient.GET('/api/me/reviews')).data!.data,
    // Stages are submitted on the stage screen: read the tasks again whenever a screen mounts.
    staleTime: 0,
  });
}

export function useMyReviews() {
  return useQuery(myReviewsQueryOptions());
}

/**
 * GET /api/me/compensation: only the caller's own pay: their history, and their level and band
 * position. One call, one cache entry; the hooks below each select their part.
 */
export function myCompensationQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.myCompensation(),
    queryFn: async () => (await apiClient.GET('/api/me/compensation')).data!,
  });
}

type MyCompensation =
  operations['getMyCompensationHistory']['responses'][200]['content']['application/json'];

const historyOf = (body: MyCompensation) => body.data;
const bandOf = (body: MyCompensation) => ({
  level: body.level,
  bandPosition: body.bandPosition,
});

/** The caller's compensation history, newest first. */
export function useMyCompensation() {
  return useQuery({ ...myCompensationQueryOptions(), select: historyOf });
}

/** The caller's own level and where their salary sits in its band (null without one). */
export function useMyBandPosition() {
  return useQuery({ ...myCompensationQueryOptions(), select: bandOf });
}

/** GET /api/manager/team: the caller's direct reports. */
export function directReportsQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.managerTeam(),
    queryFn: async () => (await apiClient.GET('/api/manager/team')).data!.data,
  });
}

export function useDirectReports() {
  return useQuery(directReportsQueryOptions());
}

/** GET /api/manager/summary: the manager dashboard's counts. */
export function managerSummaryQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.managerSummary(),
    queryFn: async () => (await apiClient.GET('/api/manager/summary')).data!.data,
    staleTime: 0,
  });
}

export function useManagerSummary() {
  return useQuery(managerSummaryQueryOptions());
}

/** GET /api/dashboard/admin-summary: counts computed by the server from real data. */
export function adminSummaryQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.adminSummary(),
    queryFn: async () => (await apiClient.GET('/api/dashboard/admin-summary')).data!.data,
    staleTime: 0,
  });
}
