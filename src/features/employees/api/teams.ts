import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { unwrapList } from '@/api/unwrap';

/** Team names and ids for the Edit Employee panel's team choices. */
export function getTeamOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['teams'],
    queryFn: async () => unwrapList((await apiClient.GET('/api/teams')).data),
  });
}

export function useTeamOptions(enabled = true) {
  return useQuery({ ...getTeamOptionsQueryOptions(), enabled });
}
