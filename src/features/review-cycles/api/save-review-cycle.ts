import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';
import { getReviewCyclesQueryOptions, type ReviewCycle } from './review-cycles';

export type ReviewCycleInput = components['schemas']['ReviewCycleInput'];

/** Creates a cycle (no id) or updates one; every cycle query and its participants reload afterwards. */
export function useSaveReviewCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      input,
    }: {
      id?: string;
      input: ReviewCycleInput;
    }): Promise<ReviewCycle> => {
      const { data } = id
        ? await apiClient.PUT('/api/review-cycles/{id}', { params: { path: { id } }, body: input })
        : await apiClient.POST('/api/review-cycles', { body: input });
      return data!.data;
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getReviewCyclesQueryOptions().queryKey }),
  });
}
