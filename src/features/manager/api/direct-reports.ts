import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';

export type DirectReport = components['schemas']['DirectReport'];

export function getDirectReportsQueryOptions() {
  return queryOptions({
    queryKey: ['manager', 'team'],
    queryFn: async () => {
      const { data } = await apiClient.GET('/api/manager/team');
      return data!.data;
    },
  });
}

export function useDirectReports() {
  return useQuery(getDirectReportsQueryOptions());
}
