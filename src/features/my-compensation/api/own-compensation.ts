import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';

export type CompensationEntry = components['schemas']['CompensationHistoryEntry'];

/** GET /api/me/compensation: only the caller's own pay. */
export function getOwnCompensationQueryOptions() {
  return queryOptions({
    queryKey: ['me', 'compensation'],
    queryFn: async () => {
      const { data } = await apiClient.GET('/api/me/compensation');
      return data!.data;
    },
  });
}

export function useOwnCompensation() {
  return useQuery(getOwnCompensationQueryOptions());
}
