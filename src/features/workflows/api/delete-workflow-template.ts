import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { getWorkflowTemplatesQueryOptions } from './workflow-templates';

export function useDeleteWorkflowTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiClient.DELETE('/api/workflows/workflow-templates/{id}', {
        params: { path: { id } },
      });
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getWorkflowTemplatesQueryOptions().queryKey }),
  });
}
