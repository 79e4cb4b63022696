import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { unwrapList } from '@/api/unwrap';
import type { components } from '@/api/schema';

export type WorkflowTemplate = components['schemas']['WorkflowTemplate'];
export type WorkflowStepTemplate = components['schemas']['WorkflowStepTemplate'];

export function getWorkflowTemplatesQueryOptions() {
  return queryOptions({
    queryKey: ['workflow-templates'],
    queryFn: async () => {
      const { data } = await apiClient.GET('/api/workflows/workflow-templates');
      return unwrapList<WorkflowTemplate>(data);
    },
  });
}

export function useWorkflowTemplates() {
  return useQuery(getWorkflowTemplatesQueryOptions());
}
