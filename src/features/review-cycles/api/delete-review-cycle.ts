import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { getReviewCycleQueryOptions } from '@/api/cycle-queries/review-cycle';
import { getReviewCyclesQueryOptions } from '@/api/cycle-queries/review-cycles';

export function useDeleteReviewCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiClient.DELETE('/api/review-cycles/{id}', { params: { path: { id } } });
    },
    // The deleted cycle's own queries are dropped, not refetched: a refetch would answer 404 (after
    // retries) while its page is still open. Not awaited, so the caller can leave that page at once.
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: getReviewCycleQueryOptions(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: getReviewCyclesQueryOptions().queryKey });
    },
  });
}
