import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { ifMatch } from '@/api/if-match';
import type { components } from '@/api/schema';
import { getReviewStagesQueryOptions, type ReviewStage } from './review-stages';

export type ReviewStageInput = components['schemas']['ReviewStageInput'];

export function useSaveReviewStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      input,
      version,
    }: {
      id?: string;
      input: ReviewStageInput;
      /** The stage as the form loaded it (If-Match). */
      version?: string;
    }): Promise<ReviewStage> => {
      const params = { path: { id: id! }, header: ifMatch(version) };
      const { data } = id
        ? await apiClient.PUT('/api/review-stages/{id}', { params, body: input })
        : await apiClient.POST('/api/review-stages', { body: input });
      return data!.data;
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getReviewStagesQueryOptions().queryKey }),
  });
}
