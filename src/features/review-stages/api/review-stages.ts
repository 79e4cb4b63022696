import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { unwrapList } from '@/api/unwrap';
import type { components } from '@/api/schema';

export type ReviewStage = components['schemas']['ReviewStage'];

export function getReviewStagesQueryOptions() {
  return queryOptions({
    queryKey: ['review-stages'],
    queryFn: async () => {
      const { data } = await apiClient.GET('/api/review-stages');
      return unwrapList<ReviewStage>(data);
    },
  });
}

export function useReviewStages() {
  return useQuery(getReviewStagesQueryOptions());
}
