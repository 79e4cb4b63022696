import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';

export type Employee = components['schemas']['Employee'];

export function getMyEmployeeQueryOptions(employeeId: string) {
  return queryOptions({
    queryKey: ['employees', employeeId],
    queryFn: async () => {
      const { data } = await apiClient.GET('/api/employees/{id}', {
        params: { path: { id: employeeId } },
      });
      return data!.data;
    },
  });
}

export function useMyEmployee(employeeId: string | null | undefined) {
  return useQuery({ ...getMyEmployeeQueryOptions(employeeId ?? ''), enabled: !!employeeId });
}
