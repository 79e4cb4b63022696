import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { operations } from '@/api/schema';
import { EMPLOYEES_QUERY_KEY } from './employee';

export type DirectoryQuery = NonNullable<operations['listEmployees']['parameters']['query']>;

/** One page of the employees directory (GET /api/employees: filtered, sorted and paged there). */
export function getEmployeeDirectoryQueryOptions(query: DirectoryQuery) {
  return queryOptions({
    queryKey: [...EMPLOYEES_QUERY_KEY, 'directory', query],
    queryFn: async () => (await apiClient.GET('/api/employees', { params: { query } })).data!,
  });
}

/** The page asked for; the previous page stays on screen while the next one loads. */
export function useEmployeeDirectory(query: DirectoryQuery) {
  return useQuery({
    ...getEmployeeDirectoryQueryOptions(query),
    placeholderData: keepPreviousData,
  });
}

/** The people who manage, by name: the manager filter's choices. */
export function getManagerOptionsQueryOptions() {
  return queryOptions({
    queryKey: [...EMPLOYEES_QUERY_KEY, 'directory', 'managers'],
    queryFn: async () =>
      (
        await apiClient.GET('/api/employees', {
          params: { query: { isManager: true, status: 'active', limit: 1000 } },
        })
      ).data!.data,
  });
}

export function useManagerOptions() {
  return useQuery(getManagerOptionsQueryOptions());
}
