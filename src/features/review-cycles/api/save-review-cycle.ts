import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { ifMatch } from '@/api/if-match';
import type { components } from '@/api/schema';
import { getReviewCycleQueryOptions } from '@/api/cycle-queries/review-cycle';
import { getReviewCyclesQueryOptions, type ReviewCycle } from '@/api/cycle-queries/review-cycles';

export type ReviewCycleInput = components['schemas']['ReviewCycleInput'];

/** Creates a cycle (no id) or updates one; every cycle query and its participants reload afterwards. */
export function useSaveReviewCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      input,
      version,
    }: {
      id?: string;
      input: ReviewCycleInput;
      /** The cycle as the form loaded it (If-Match). */
      version?: string;
    }): Promise<ReviewCycle> => {
      const params = { path: { id: id! }, header: ifMatch(version) };
      const { data } = id
        ? await apiClient.PUT('/api/review-cycles/{id}', { params, body: input })
        : await apiClient.POST('/api/review-cycles', { body: input });
      return data!.data;
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getReviewCyclesQueryOptions().queryKey }),
  });
}

/** Reads a cycle afresh (after someone else changed it); every cycle query reloads. */
export function useRereadReviewCycle() {
  const queryClient = useQueryClient();
  return async (id: string) => {
    void queryClient.invalidateQueries({ queryKey: getReviewCyclesQueryOptions().queryKey });
    return queryClient.fetchQuery({ ...getReviewCycleQueryOptions(id), staleTime: 0 });
  };
}
