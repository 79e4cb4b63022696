import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';

export type TeamPayroll = components['schemas']['TeamPayroll'];
export type TeamPayrollRequest = components['schemas']['TeamPayrollRequest'];

export function getTeamPayrollQueryOptions(scope: TeamPayrollRequest) {
  return queryOptions({
    queryKey: ['review-cycles', 'team-payroll', scope],
    queryFn: async (): Promise<TeamPayroll> => {
      const { data } = await apiClient.POST('/api/review-cycles/team-payroll', { body: scope });
      return data!.data;
    },
  });
}

/** Payroll per team of the scope being edited in the cycle form (to split budgets into pools). */
export function useTeamPayroll(scope: TeamPayrollRequest, enabled: boolean) {
  return useQuery({
    ...getTeamPayrollQueryOptions(scope),
    enabled,
    placeholderData: keepPreviousData,
  });
}
