import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';
import { getReviewCycleQueryOptions } from './review-cycle';

export type CycleBudget = components['schemas']['CycleBudget'];
export type BudgetPool = components['schemas']['BudgetPool'];
export type BudgetLine = components['schemas']['BudgetLine'];

/**
 * Under the cycle's key: every recommendation action and stage save invalidates the cycle, so the
 * pools refetch as soon as a recommendation changes.
 */
export function getCycleBudgetQueryOptions(cycleId: string) {
  return queryOptions({
    queryKey: [...getReviewCycleQueryOptions(cycleId).queryKey, 'budget'],
    queryFn: async (): Promise<CycleBudget> => {
      const { data } = await apiClient.GET('/api/review-cycles/{cycleId}/budget', {
        params: { path: { cycleId } },
      });
      return data!.data;
    },
  });
}

export function useCycleBudget(cycleId: string, enabled = true) {
  return useQuery({ ...getCycleBudgetQueryOptions(cycleId), enabled });
}
