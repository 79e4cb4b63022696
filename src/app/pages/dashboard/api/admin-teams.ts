import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';
import { unwrapList } from '@/api/unwrap';

export type Team = components['schemas']['Team'];

/** GET /api/teams: the alerts read which active teams have no manager. */
export function getAdminTeamsQueryOptions() {
  return queryOptions({
    queryKey: ['teams'],
    queryFn: async () => unwrapList<Team>((await apiClient.GET('/api/teams')).data),
  });
}

export function useAdminTeams() {
  return useQuery(getAdminTeamsQueryOptions());
}
