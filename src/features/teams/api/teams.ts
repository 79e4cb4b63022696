import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { ApiError } from '@/api/errors';
import { ifMatch } from '@/api/if-match';
import type { components } from '@/api/schema';
import { unwrapList } from '@/api/unwrap';

export type Team = components['schemas']['Team'];
export type TeamMember = components['schemas']['TeamMember'];
export type TeamInput = components['schemas']['TeamInput'];

export const TEAMS_QUERY_KEY = ['teams'] as const;

/** A missing record stays missing: show the notice at once instead of retrying. */
const retryUnlessMissing = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 404) && failureCount < 2;

export function getTeamsQueryOptions() {
  return queryOptions({
    queryKey: TEAMS_QUERY_KEY,
    queryFn: async () => unwrapList<Team>((await apiClient.GET('/api/teams')).data),
  });
}

export function useTeams() {
  return useQuery(getTeamsQueryOptions());
}

export function getTeamQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...TEAMS_QUERY_KEY, id],
    queryFn: async () =>
      (await apiClient.GET('/api/teams/{id}', { params: { path: { id } } })).data!.data,
    retry: retryUnlessMissing,
  });
}

export function useTeam(id: string) {
  return useQuery(getTeamQueryOptions(id));
}

function useInvalidateTeams() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: TEAMS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ['employees'] }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);
}

/** Creates (no id) or replaces (with id) a team; `version`: the team as the form loaded it. */
export function useSaveTeam() {
  const invalidate = useInvalidateTeams();
  return useMutation({
    mutationFn: async ({
      id,
      body,
      version,
    }: {
      id?: string;
      body: TeamInput;
      version?: string;
    }) => {
      if (!id) return (await apiClient.POST('/api/teams', { body })).data!.data;
      const params = { path: { id }, header: ifMatch(version) };
      return (await apiClient.PUT('/api/teams/{id}', { params, body })).data!.data;
    },
    onSuccess: invalidate,
  });
}

/** Reads a team afresh (after someone else changed it) and refreshes the cached lists. */
export function useRereadTeam() {
  const queryClient = useQueryClient();
  return async (id: string) => {
    void queryClient.invalidateQueries({ queryKey: TEAMS_QUERY_KEY });
    return queryClient.fetchQuery({ ...getTeamQueryOptions(id), staleTime: 0 });
  };
}

export function useDeleteTeam() {
  const invalidate = useInvalidateTeams();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiClient.DELETE('/api/teams/{id}', { params: { path: { id } } });
    },
    onSuccess: invalidate,
  });
}
