import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';
import { unwrapList } from '@/api/unwrap';

export type ReviewCycle = components['schemas']['ReviewCycle'];

export function getReviewCyclesQueryOptions() {
  return queryOptions({
    queryKey: ['review-cycles'],
    queryFn: async () => {
      const { data } = await apiClient.GET('/api/review-cycles');
      return unwrapList<ReviewCycle>(data);
    },
  });
}

export function useReviewCycles() {
  return useQuery(getReviewCyclesQueryOptions());
}
