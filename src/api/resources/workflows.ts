import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { useDeleteMutation, useSaveMutation } from '../record-mutations';
import { unwrapList } from '../unwrap';
import type { WorkflowTemplate, WorkflowTemplateInput } from '../schema-types.gen';

export type { WorkflowTemplate, WorkflowTemplateInput } from '../schema-types.gen';
export type WorkflowType = WorkflowTemplate['type'];
export type WorkflowTemplateChoice = { id: string; name: string };

export const workflowKeys = {
  all: ['workflow-templates'] as const,
  list: (type?: WorkflowType) => [...workflowKeys.all, 'list', type ?? 'all'] as const,
  detail: (id: string) => [...workflowKeys.all, 'detail', id] as const,
};

const fetchWorkflowTemplates = async (type?: WorkflowType) =>
  unwrapList<WorkflowTemplate>(
    (
      await apiClient.GET('/api/workflows/workflow-templates', {
        params: { query: type ? { type } : undefined },
      })
    ).data,
  );

export function workflowTemplatesQueryOptions() {
  return queryOptions({
    queryKey: workflowKeys.list(),
    queryFn: () => fetchWorkflowTemplates(),
  });
}

export function useWorkflowTemplates() {
  return useQuery(workflowTemplatesQueryOptions());
}

/** The templates of one type, by name and id (the review cycle form's choices). */
export function workflowTemplateChoicesQueryOptions(type: WorkflowType) {
  return queryOptions({
    queryKey: workflowKeys.list(type),
    queryFn: async (): Promise<WorkflowTemplateChoice[]> =>
      (await fetchWorkflowTemplates(type)).map((t) => ({ id: t.id, name: t.name })),
  });
}

export function workflowTemplateQueryOptions(id: string) {
  return queryOptions({
    queryKey: workflowKeys.detail(id),
    queryFn: async (): Promise<WorkflowTemplate> => {
      const { data } = await apiClient.GET('/api/workflows/workflow-templates/{id}', {
        params: { path: { id } },
      });
      return data!.data;
    },
  });
}

export function useWorkflowTemplate(id: string | undefined) {
  return useQuery({ ...workflowTemplateQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/** Reads a template afresh (after someone else changed it). */
export function useRereadWorkflowTemplate() {
  const queryClient = useQueryClient();
  return (id: string) =>
    queryClient.fetchQuery({ ...workflowTemplateQueryOptions(id), staleTime: 0 });
}

export function useSaveWorkflowTemplate() {
  return useSaveMutation({
    create: async (body: WorkflowTemplateInput): Promise<WorkflowTemplate> =>
      (await apiClient.POST('/api/workflows/workflow-templates', { body })).data!.data,
    update: async (id, body, header) =>
      (
        await apiClient.PUT('/api/workflows/workflow-templates/{id}', {
          params: { path: { id }, header },
          body,
        })
      ).data!.data,
    invalidates: [workflowKeys.all],
  });
}

export function useDeleteWorkflowTemplate() {
  return useDeleteMutation(
    (id) =>
      apiClient.DELETE('/api/workflows/workflow-templates/{id}', { params: { path: { id } } }),
    [workflowKeys.all],
  );
}
