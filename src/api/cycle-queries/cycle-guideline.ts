import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';
import { getReviewCycleQueryOptions } from './review-cycle';

export type MeritGuideline = components['schemas']['MeritGuideline'];
export type MeritGuidelineInput = components['schemas']['MeritGuidelineInput'];

/** Under the cycle's key: saving the guideline reloads the cycle, its participants' flags and pools. */
export function getCycleGuidelineQueryOptions(cycleId: string) {
  return queryOptions({
    queryKey: [...getReviewCycleQueryOptions(cycleId).queryKey, 'guideline'],
    queryFn: async (): Promise<MeritGuideline> => {
      const { data } = await apiClient.GET('/api/review-cycles/{cycleId}/guidelines', {
        params: { path: { cycleId } },
      });
      return data!.data;
    },
  });
}

export function useCycleGuideline(cycleId: string, enabled = true) {
  return useQuery({ ...getCycleGuidelineQueryOptions(cycleId), enabled });
}

export function useSaveCycleGuideline(cycleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MeritGuidelineInput): Promise<MeritGuideline> => {
      const { data } = await apiClient.PUT('/api/review-cycles/{cycleId}/guidelines', {
        params: { path: { cycleId } },
        body,
      });
      return data!.data;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(getCycleGuidelineQueryOptions(cycleId).queryKey, saved);
      return queryClient.invalidateQueries({
        queryKey: getReviewCycleQueryOptions(cycleId).queryKey,
      });
    },
  });
}
