import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { getReviewCyclesQueryOptions } from './review-cycles';

export function useDeleteReviewCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiClient.DELETE('/api/review-cycles/{id}', { params: { path: { id } } });
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getReviewCyclesQueryOptions().queryKey }),
  });
}
