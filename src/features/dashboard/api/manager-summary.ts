import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';

export type ManagerSummary = components['schemas']['ManagerSummary'];

export function getManagerSummaryQueryOptions() {
  return queryOptions({
    queryKey: ['manager', 'summary'],
    queryFn: async () => {
      const { data } = await apiClient.GET('/api/manager/summary');
      return data!.data;
    },
    staleTime: 0,
  });
}

export function useManagerSummary() {
  return useQuery(getManagerSummaryQueryOptions());
}
