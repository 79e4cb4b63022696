import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { ifMatch } from '@/api/if-match';
import type { components } from '@/api/schema';
import { unwrapList } from '@/api/unwrap';

export type Organization = components['schemas']['Organization'];
export type OrganizationUpdate = components['schemas']['OrganizationUpdate'];
export type RegistrationSettings = components['schemas']['RegistrationSettings'];
export type OrganizationType = components['schemas']['OrganizationType'];

export const ORGANIZATION_QUERY_KEY = ['organization'] as const;

export function getOrganizationQueryOptions() {
  return queryOptions({
    queryKey: ORGANIZATION_QUERY_KEY,
    queryFn: async () => (await apiClient.GET('/api/organization')).data!,
  });
}

export function useOrganization() {
  return useQuery(getOrganizationQueryOptions());
}

/** The organization types catalogue (the type dropdown). */
export function getOrganizationTypesQueryOptions() {
  return queryOptions({
    queryKey: ['organization-types'],
    queryFn: async () =>
      unwrapList<OrganizationType>((await apiClient.GET('/api/organization-types')).data),
  });
}

export function useOrganizationTypes() {
  return useQuery(getOrganizationTypesQueryOptions());
}

/** Reads the organization afresh (after someone else changed it); the cache follows. */
export function useRereadOrganization() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...getOrganizationQueryOptions(), staleTime: 0 });
}

/** `version`: the organization as the form loaded it (If-Match). */
export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, version }: { body: OrganizationUpdate; version?: string }) =>
      (await apiClient.PUT('/api/organization', { params: { header: ifMatch(version) }, body }))
        .data!,
    onSuccess: (organization) => queryClient.setQueryData(ORGANIZATION_QUERY_KEY, organization),
  });
}

export function useUpdateRegistrationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, version }: { body: RegistrationSettings; version?: string }) =>
      (
        await apiClient.PUT('/api/organization/registration-settings', {
          params: { header: ifMatch(version) },
          body,
        })
      ).data!.data,
    onSuccess: (organization) => queryClient.setQueryData(ORGANIZATION_QUERY_KEY, organization),
  });
}
