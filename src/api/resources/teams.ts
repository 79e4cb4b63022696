import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { ApiError } from '../errors';
import { useDeleteMutation, useSaveMutation } from '../record-mutations';
import { unwrapList } from '../unwrap';
import { dashboardKeys } from './dashboards';
import { employeeKeys } from './employees';
import { teamKeys } from './teams-keys';
import type { Team, TeamInput } from '../schema-types.gen';

export { teamKeys } from './teams-keys';

export type { Team, TeamMember, TeamInput } from '../schema-types.gen';
export type TeamChoice = { id: string; name: string };

/** A missing record stays missing: show the notice at once instead of retrying. */
const retryUnlessMissing = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 404) && failureCount < 2;

const fetchTeams = async () => unwrapList<Team>((await apiClient.GET('/api/teams')).data);

/** Every team the caller may see (the teams screen, team filters, the admin dashboard's alerts). */
export function teamsQueryOptions() {
  return queryOptions({ queryKey: teamKeys.list(), queryFn: fetchTeams });
}

export function useTeams(enabled = true) {
  return useQuery({ ...teamsQueryOptions(), enabled });
}

/** Spec 02 §8: "Teams load failure: the list falls back to empty." (the cycle form's choices). */
export function teamChoicesQueryOptions() {
  return queryOptions({
    queryKey: teamKeys.choices(),
    queryFn: async (): Promise<TeamChoice[]> => {
      try {
        return (await fetchTeams()).map((t) => ({ id: t.id, name: t.name }));
      } catch {
        return [];
      }
    },
  });
}

export function teamQueryOptions(id: string) {
  return queryOptions({
    queryKey: teamKeys.detail(id),
    queryFn: async () =>
      (await apiClient.GET('/api/teams/{id}', { params: { path: { id } } })).data!.data,
    retry: retryUnlessMissing,
  });
}

export function useTeam(id: string) {
  return useQuery(teamQueryOptions(id));
}

/** Reads a team afresh (after someone else changed it) and refreshes the cached lists. */
export function useRereadTeam() {
  const queryClient = useQueryClient();
  return async (id: string) => {
    void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    return queryClient.fetchQuery({ ...teamQueryOptions(id), staleTime: 0 });
  };
}

/** A team change shows in teams, employee records (their team) and dashboard counts. */
const TEAM_CHANGES = [teamKeys.all, employeeKeys.all, dashboardKeys.all];

/** Creates (no id) or replaces (with id) a team; `version`: the team as the form loaded it. */
export function useSaveTeam() {
  return useSaveMutation({
    create: async (body: TeamInput) => (await apiClient.POST('/api/teams', { body })).data!.data,
    update: async (id, body, header) =>
      (await apiClient.PUT('/api/teams/{id}', { params: { path: { id }, header }, body })).data!
        .data,
    invalidates: TEAM_CHANGES,
  });
}

export function useDeleteTeam() {
  return useDeleteMutation(
    (id) => apiClient.DELETE('/api/teams/{id}', { params: { path: { id } } }),
    TEAM_CHANGES,
  );
}
