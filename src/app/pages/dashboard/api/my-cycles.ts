import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';
import { unwrapList } from '@/api/unwrap';

export type ReviewCycle = components['schemas']['ReviewCycle'];

/** GET /api/review-cycles: for a manager or an employee, the cycles they (or their reports) take part in. */
export function getMyCyclesQueryOptions() {
  return queryOptions({
    queryKey: ['review-cycles'],
    queryFn: async () => {
      const { data } = await apiClient.GET('/api/review-cycles');
      return unwrapList<ReviewCycle>(data);
    },
  });
}

export function useMyCycles() {
  return useQuery(getMyCyclesQueryOptions());
}
