import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';

export type PerformanceEntry = components['schemas']['PerformanceHistoryEntry'];

export function getOwnPerformanceHistoryQueryOptions(employeeId: string) {
  return queryOptions({
    queryKey: ['employees', employeeId, 'performance-history'],
    queryFn: async () => {
      const { data } = await apiClient.GET('/api/employees/{id}/performance-history', {
        params: { path: { id: employeeId } },
      });
      return data!.data;
    },
  });
}

export function useOwnPerformanceHistory(employeeId: string | null | undefined) {
  return useQuery({
    ...getOwnPerformanceHistoryQueryOptions(employeeId ?? ''),
    enabled: !!employeeId,
  });
}
