import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { getReviewCyclesQueryOptions, type ReviewCycle } from './review-cycles';

export function getReviewCycleQueryOptions(cycleId: string) {
  return queryOptions({
    queryKey: [...getReviewCyclesQueryOptions().queryKey, cycleId],
    queryFn: async (): Promise<ReviewCycle> => {
      const { data } = await apiClient.GET('/api/review-cycles/{id}', {
        params: { path: { id: cycleId } },
      });
      return data!.data;
    },
  });
}

export function useReviewCycle(cycleId: string) {
  return useQuery(getReviewCycleQueryOptions(cycleId));
}
