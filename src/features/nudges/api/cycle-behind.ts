import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';

export type CycleBehind = components['schemas']['CycleBehind'];
export type BehindPerson = components['schemas']['BehindPerson'];

/**
 * Not under the cycle's key: every decision invalidates the cycle, and this list is only read when
 * the panel is opened (it refetches then).
 */
export function getCycleBehindQueryOptions(cycleId: string) {
  return queryOptions({
    queryKey: ['nudges', cycleId, 'behind'],
    queryFn: async (): Promise<CycleBehind> => {
      const { data } = await apiClient.GET('/api/review-cycles/{cycleId}/behind', {
        params: { path: { cycleId } },
      });
      return data!.data;
    },
  });
}

export function useCycleBehind(cycleId: string) {
  return useQuery(getCycleBehindQueryOptions(cycleId));
}
