import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';
import { getCycleParticipantsQueryOptions } from '@/api/cycle-queries/participants';
import { getReviewCycleQueryOptions } from '@/api/cycle-queries/review-cycle';

export type BulkApproveResult = components['schemas']['BulkApproveResult'];

/** Approves the selected recommendations, each as its own decision; the participants and pools reload. */
export function useBulkApprove(cycleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (recommendationIds: string[]): Promise<BulkApproveResult> => {
      const { data } = await apiClient.POST(
        '/api/review-cycles/{cycleId}/recommendations/bulk-approve',
        { params: { path: { cycleId } }, body: { recommendationIds } },
      );
      return data!.data;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: getCycleParticipantsQueryOptions(cycleId).queryKey,
        }),
        queryClient.invalidateQueries({ queryKey: getReviewCycleQueryOptions(cycleId).queryKey }),
      ]),
  });
}
