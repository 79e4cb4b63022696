import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';

export type CompensationEntry = components['schemas']['CompensationHistoryEntry'];

export function getMyCompensationQueryOptions() {
  return queryOptions({
    queryKey: ['me', 'compensation'],
    queryFn: async () => {
      const { data } = await apiClient.GET('/api/me/compensation');
      return data!.data;
    },
  });
}

export function useMyCompensation() {
  return useQuery(getMyCompensationQueryOptions());
}
