import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { ifMatch } from '../if-match';
import type { components } from '../schema';
import { unwrapList } from '../unwrap';

export type WorkflowTemplate = components['schemas']['WorkflowTemplate'];
export type WorkflowStepTemplate = components['schemas']['WorkflowStepTemplate'];
export type WorkflowTemplateInput = components['schemas']['WorkflowTemplateInput'];
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workflowKeys.all }),
  });
}

export function useDeleteWorkflowTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiClient.DELETE('/api/workflows/workflow-templates/{id}', {
        params: { path: { id } },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workflowKeys.all }),
  });
}
