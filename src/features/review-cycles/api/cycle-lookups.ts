import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllEmployees } from '@/api/all-employees';
import { reviewCycleKeys, useReviewStatuses, useReviewTypes } from '@/api/resources/review-cycles';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';
import { unwrapList } from '@/api/unwrap';

export type NamedOption = { id: string; name: string };
type WorkflowType = components['schemas']['WorkflowTemplate']['type'];

const LOOKUP_KEY = reviewCycleKeys.formOptions();

/** Options of the cycle form from other tags (spec 02 §2: teams, workflow templates, employees). */
export const cycleLookups = {
  teams: () =>
    queryOptions({
      queryKey: [...LOOKUP_KEY, 'teams'],
      // Spec 02 §8: "Teams load failure: the list falls back to empty."
      queryFn: async (): Promise<NamedOption[]> => {
        try {
          const teams = unwrapList((await apiClient.GET('/api/teams')).data);
          return teams.map((t) => ({ id: t.id, name: t.name }));
        } catch {
          return [];
        }
      },
    }),
  employees: () =>
    queryOptions({
      queryKey: [...LOOKUP_KEY, 'employees'],
      queryFn: async (): Promise<NamedOption[]> => {
        return (await fetchAllEmployees())
          .filter((e) => e.isActive)
          .map((e) => ({ id: e.id, name: `${e.firstName} ${e.lastName}` }));
      },
    }),
  workflowTemplates: (type: WorkflowType) =>
    queryOptions({
      queryKey: [...LOOKUP_KEY, 'workflow-templates', type],
      queryFn: async (): Promise<NamedOption[]> => {
        const { data } = await apiClient.GET('/api/workflows/workflow-templates', {
          params: { query: { type } },
        });
        return unwrapList(data).map((t) => ({ id: t.id, name: t.name }));
      },
    }),
};

/** Every option list the form needs, loaded together. */
export function useCycleFormOptions(enabled: boolean) {
  const statuses = useReviewStatuses(enabled);
  const types = useReviewTypes(enabled);
  const teams = useQuery({ ...cycleLookups.teams(), enabled });
  const employees = useQuery({ ...cycleLookups.employees(), enabled });
  const reviewTemplates = useQuery({ ...cycleLookups.workflowTemplates('reviewCycle'), enabled });
  const approvalTemplates = useQuery({
    ...cycleLookups.workflowTemplates('approvalChain'),
    enabled,
  });
  return {
    statuses: statuses.data ?? [],
    types: types.data ?? [],
    teams: teams.data ?? [],
    employees: employees.data ?? [],
    reviewTemplates: reviewTemplates.data ?? [],
    approvalTemplates: approvalTemplates.data ?? [],
    isLoading: [statuses, types, teams, employees, reviewTemplates, approvalTemplates].some(
      (q) => q.isLoading,
    ),
  };
}
