import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { unwrapList } from '@/api/unwrap';
import type { components } from '@/api/schema';

export type CompensationCategory = components['schemas']['CompensationCategory'];
export type CompensationType = components['schemas']['CompensationType'];

/** Every compensation query starts with this key, so a change refreshes them all. */
export const COMPENSATION_QUERY_KEY = ['compensation'] as const;

export function getCompensationCategoriesQueryOptions() {
  return queryOptions({
    queryKey: [...COMPENSATION_QUERY_KEY, 'categories', { includeTypes: true }],
    queryFn: async () => {
      const { data } = await apiClient.GET('/api/compensation/categories', {
        params: { query: { includeTypes: true } },
      });
      return unwrapList<CompensationCategory>(data);
    },
  });
}

export function useCompensationCategories() {
  return useQuery(getCompensationCategoriesQueryOptions());
}
