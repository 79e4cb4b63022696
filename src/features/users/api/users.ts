import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** Reads a user afresh (after someone else changed them): there is no single-user read. */
export function useRereadUser() {
  const queryClient = useQueryClient();
  return async (id: string) => {
    void queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
    const users = await queryClient.fetchQuery({ ...getUsersQueryOptions(true), staleTime: 0 });
    return users.find((u) => u.id === id) ?? null;
  };
}
