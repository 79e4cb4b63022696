import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';
import { getReviewCycleQueryOptions } from '../../api/review-cycle';

export type CycleBehind = components['schemas']['CycleBehind'];
export type BehindPerson = components['schemas']['BehindPerson'];

/** Under the cycle's key: a stage save or a decision (which invalidate the cycle) refresh it. */
export function getCycleBehindQueryOptions(cycleId: string) {
  return queryOptions({
    queryKey: [...getReviewCycleQueryOptions(cycleId).queryKey, 'behind'],
    queryFn: async (): Promise<CycleBehind> => {
      const { data } = await apiClient.GET('/api/review-cycles/{cycleId}/behind', {
        params: { path: { cycleId } },
      });
      return data!.data;
    },
  });
}

export function useCycleBehind(cycleId: string) {
  return useQuery(getCycleBehindQueryOptions(cycleId));
}
