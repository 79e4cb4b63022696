import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';

/** The organization's users (archived too), for the Who filter. */
export function getAuditActorsQueryOptions() {
  return queryOptions({
    queryKey: ['audit', 'actors'],
    queryFn: async () => {
      const { data } = await apiClient.GET('/api/users', {
        params: { query: { includeArchived: true } },
      });
      const users = Array.isArray(data) ? data : [];
      return users.map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}` }));
    },
  });
}

export function useAuditActors() {
  return useQuery(getAuditActorsQueryOptions());
}
