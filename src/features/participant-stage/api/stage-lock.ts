import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { getReviewCyclesQueryOptions } from '@/api/cycle-queries/review-cycles';
import type { StageKey } from './stage-data';

export type StageLockAction = 'unlock' | 'relock' | 'revert';

/** Admin stage controls: Unlock (→ Reopened), Re-lock (→ Locked), Revert (deletes the stage's data). */
export function useStageLockAction(key: StageKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: StageLockAction) => {
      const path = { params: { path: key } };
      const base =
        '/api/review-cycles/{cycleId}/participants/{participantId}/stages/{stageId}' as const;
      if (action === 'unlock') return (await apiClient.POST(`${base}/unlock`, path)).data!.data;
      if (action === 'relock') return (await apiClient.POST(`${base}/relock`, path)).data!.data;
      return (await apiClient.POST(`${base}/revert`, path)).data!.data;
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getReviewCyclesQueryOptions().queryKey }),
  });
}
