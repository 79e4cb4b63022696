import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';
import { unwrapList } from '@/api/unwrap';

export type ReviewCycle = components['schemas']['ReviewCycle'];

/** GET /api/review-cycles: every cycle of the organization, newest start first. */
export function getAdminReviewCyclesQueryOptions() {
  return queryOptions({
    queryKey: ['review-cycles'],
    queryFn: async () => unwrapList<ReviewCycle>((await apiClient.GET('/api/review-cycles')).data),
  });
}

export function useAdminReviewCycles() {
  return useQuery(getAdminReviewCyclesQueryOptions());
}
