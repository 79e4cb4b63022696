import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';
import { getReviewCycleQueryOptions } from '@/api/cycle-queries/review-cycle';

export type CycleGuideline = components['schemas']['MeritGuideline'];

/** The cycle's merit guideline (ranges per rating), for the guideline-driven figures of a move. */
export function getCalibrationGuidelineQueryOptions(cycleId: string) {
  return queryOptions({
    queryKey: [...getReviewCycleQueryOptions(cycleId).queryKey, 'guideline'],
    queryFn: async (): Promise<CycleGuideline> => {
      const { data } = await apiClient.GET('/api/review-cycles/{cycleId}/guidelines', {
        params: { path: { cycleId } },
      });
      return data!.data;
    },
  });
}

export function useCalibrationGuideline(cycleId: string) {
  return useQuery(getCalibrationGuidelineQueryOptions(cycleId));
}
