import { useQuery } from '@tanstack/react-query';
import { allEmployeesQueryOptions, type Employee } from '@/api/resources/employees';
import { useReviewStatuses, useReviewTypes } from '@/api/resources/review-cycles';
import { teamChoicesQueryOptions } from '@/api/resources/teams';
import { workflowTemplateChoicesQueryOptions } from '@/api/resources/workflows';

export type NamedOption = { id: string; name: string };

const activeEmployeeChoices = (employees: Employee[]): NamedOption[] =>
  employees
    .filter((e) => e.isActive)
    .map((e) => ({ id: e.id, name: `${e.firstName} ${e.lastName}` }));

/** Every option list the cycle form needs (spec 02 §2), loaded together. */
export function useCycleFormOptions(enabled: boolean) {
  const statuses = useReviewStatuses(enabled);
  const types = useReviewTypes(enabled);
  const teams = useQuery({ ...teamChoicesQueryOptions(), enabled });
  const employees = useQuery({
    ...allEmployeesQueryOptions(),
    enabled,
    select: activeEmployeeChoices,
  });
  const reviewTemplates = useQuery({
    ...workflowTemplateChoicesQueryOptions('reviewCycle'),
    enabled,
  });
  const approvalTemplates = useQuery({
    ...workflowTemplateChoicesQueryOptions('approvalChain'),
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
