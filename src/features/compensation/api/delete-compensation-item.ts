import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { COMPENSATION_QUERY_KEY } from './compensation-categories';

export function useDeleteCompensationItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, id }: { kind: 'category' | 'type'; id: string }) => {
      if (kind === 'category') {
        await apiClient.DELETE('/api/compensation/categories/{id}', { params: { path: { id } } });
      } else {
        await apiClient.DELETE('/api/compensation/types/{id}', { params: { path: { id } } });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPENSATION_QUERY_KEY }),
  });
}
