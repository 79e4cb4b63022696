import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';
import { unwrapList } from '@/api/unwrap';

export type User = components['schemas']['User'];

export const USERS_QUERY_KEY = ['users'] as const;

export function getUsersQueryOptions(includeArchived = false) {
  return queryOptions({
    queryKey: [...USERS_QUERY_KEY, { includeArchived }],
    queryFn: async () => {
      const { data } = await apiClient.GET('/api/users', {
        params: { query: { includeArchived } },
      });
      return unwrapList<User>(data);
    },
  });
}

export function useUsers(includeArchived = false) {
  return useQuery(getUsersQueryOptions(includeArchived));
}
