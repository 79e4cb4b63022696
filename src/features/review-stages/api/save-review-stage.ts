import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';
import { getReviewStagesQueryOptions, type ReviewStage } from './review-stages';

export type ReviewStageInput = components['schemas']['ReviewStageInput'];

export function useSaveReviewStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      input,
    }: {
      id?: string;
      input: ReviewStageInput;
    }): Promise<ReviewStage> => {
      const { data } = id
        ? await apiClient.PUT('/api/review-stages/{id}', { params: { path: { id } }, body: input })
        : await apiClient.POST('/api/review-stages', { body: input });
      return data!.data;
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getReviewStagesQueryOptions().queryKey }),
  });
}
