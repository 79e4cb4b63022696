import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';
import { getReviewCycleQueryOptions } from '@/api/cycle-queries/review-cycle';

export type CycleReport = components['schemas']['CycleReport'];

/** Under the cycle's key: a recommendation action or stage save that reloads the cycle reloads the report. */
export function getCycleReportQueryOptions(cycleId: string) {
  return queryOptions({
    queryKey: [...getReviewCycleQueryOptions(cycleId).queryKey, 'report'],
    queryFn: async (): Promise<CycleReport> => {
      const { data } = await apiClient.GET('/api/review-cycles/{cycleId}/report', {
        params: { path: { cycleId } },
      });
      return data!.data;
    },
  });
}

export function useCycleReport(cycleId: string) {
  return useQuery(getCycleReportQueryOptions(cycleId));
}
