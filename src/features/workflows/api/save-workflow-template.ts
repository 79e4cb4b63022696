import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { ifMatch } from '@/api/if-match';
import type { components } from '@/api/schema';
import { getWorkflowTemplatesQueryOptions, type WorkflowTemplate } from './workflow-templates';

export type WorkflowTemplateInput = components['schemas']['WorkflowTemplateInput'];

export function useSaveWorkflowTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      input,
      version,
    }: {
      id?: string;
      input: WorkflowTemplateInput;
      /** The template as the editor loaded it (If-Match). */
      version?: string;
    }): Promise<WorkflowTemplate> => {
      const { data } = id
        ? await apiClient.PUT('/api/workflows/workflow-templates/{id}', {
            params: { path: { id }, header: ifMatch(version) },
            body: input,
          })
        : await apiClient.POST('/api/workflows/workflow-templates', { body: input });
      return data!.data;
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getWorkflowTemplatesQueryOptions().queryKey }),
  });
}
