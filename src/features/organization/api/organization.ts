import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
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

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OrganizationUpdate) =>
      (await apiClient.PUT('/api/organization', { body })).data!,
    onSuccess: (organization) => queryClient.setQueryData(ORGANIZATION_QUERY_KEY, organization),
  });
}

export function useUpdateRegistrationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegistrationSettings) =>
      (await apiClient.PUT('/api/organization/registration-settings', { body })).data!.data,
    onSuccess: (organization) => queryClient.setQueryData(ORGANIZATION_QUERY_KEY, organization),
  });
}
