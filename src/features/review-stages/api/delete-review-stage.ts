import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { getReviewStagesQueryOptions } from './review-stages';

export function useDeleteReviewStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiClient.DELETE('/api/review-stages/{id}', { params: { path: { id } } });
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getReviewStagesQueryOptions().queryKey }),
  });
}
