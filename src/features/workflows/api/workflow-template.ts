import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { getWorkflowTemplatesQueryOptions, type WorkflowTemplate } from './workflow-templates';

export function getWorkflowTemplateQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...getWorkflowTemplatesQueryOptions().queryKey, id],
    queryFn: async (): Promise<WorkflowTemplate> => {
      const { data } = await apiClient.GET('/api/workflows/workflow-templates/{id}', {
        params: { path: { id } },
      });
      return data!.data;
    },
  });
}

export function useWorkflowTemplate(id: string | undefined) {
  return useQuery({ ...getWorkflowTemplateQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/** Reads a template afresh (after someone else changed it). */
export function useRereadWorkflowTemplate() {
  const queryClient = useQueryClient();
  return (id: string) =>
    queryClient.fetchQuery({ ...getWorkflowTemplateQueryOptions(id), staleTime: 0 });
}
