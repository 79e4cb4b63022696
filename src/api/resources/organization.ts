import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { ifMatch } from '../if-match';
import { unwrapList } from '../unwrap';
import type { Organization, OrganizationUpdate, RegistrationSettings } from '../schema-types.gen';

export type { Organization, OrganizationUpdate, RegistrationSettings } from '../schema-types.gen';

export const organizationKeys = {
  all: ['organization'] as const,
  current: () => [...organizationKeys.all, 'current'] as const,
  /** The organization types offered at registration (a change of the catalogue reloads them). */
  types: () => [...organizationKeys.all, 'types'] as const,
  registrationTypes: () => [...organizationKeys.types(), 'registration'] as const,
};

export function organizationQueryOptions() {
  return queryOptions({
    queryKey: organizationKeys.current(),
    queryFn: async () => (await apiClient.GET('/api/organization')).data!,
  });
}

export function useOrganization() {
  return useQuery(organizationQueryOptions());
}

/** Reads the organization afresh (after someone else changed it); the cache follows. */
export function useRereadOrganization() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...organizationQueryOptions(), staleTime: 0 });
}

/** The saved organization replaces the cached one. */
function useSetOrganization() {
  const queryClient = useQueryClient();
  return (organization: Organization) =>
    queryClient.setQueryData(organizationKeys.current(), organization);
}

/** `version`: the organization as the form loaded it (If-Match). */
export function useUpdateOrganization() {
  const setOrganization = useSetOrganization();
  return useMutation({
    mutationFn: async ({ body, version }: { body: OrganizationUpdate; version?: string }) =>
      (await apiClient.PUT('/api/organization', { params: { header: ifMatch(version) }, body }))
        .data!,
    onSuccess: setOrganization,
  });
}

export function useUpdateRegistrationSettings() {
  const setOrganization = useSetOrganization();
  return useMutation({
    mutationFn: async ({ body, version }: { body: RegistrationSettings; version?: string }) =>
      (
        await apiClient.PUT('/api/organization/registration-settings', {
          params: { header: ifMatch(version) },
          body,
        })
      ).data!.data,
    onSuccess: setOrganization,
  });
}

/** GET /api/organization/types: the public list the registration form offers. */
export function registrationOrganizationTypesQueryOptions() {
  return queryOptions({
    queryKey: organizationKeys.registrationTypes(),
    queryFn: async () => unwrapList((await apiClient.GET('/api/organization/types')).data),
    staleTime: 5 * 60_000,
  });
}

export function useRegistrationOrganizationTypes() {
  return useQuery(registrationOrganizationTypesQueryOptions());
}
