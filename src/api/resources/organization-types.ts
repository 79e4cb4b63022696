import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { useDeleteMutation, useSaveMutation } from '../record-mutations';
import { unwrapList } from '../unwrap';
import { organizationKeys } from './organization';
import type { OrganizationType, OrganizationTypeInput } from '../schema-types.gen';

export type { OrganizationType, OrganizationTypeInput } from '../schema-types.gen';

export const organizationTypeKeys = {
  all: ['organization-types'] as const,
  list: () => [...organizationTypeKeys.all, 'list'] as const,
};

/** The organization types catalogue (the settings list and the organization's type dropdown). */
export function organizationTypesQueryOptions() {
  return queryOptions({
    queryKey: organizationTypeKeys.list(),
    queryFn: async () =>
      unwrapList<OrganizationType>((await apiClient.GET('/api/organization-types')).data),
  });
}

export function useOrganizationTypes() {
  return useQuery(organizationTypesQueryOptions());
}

/** The catalogue and the types registration offers. */
const TYPE_CHANGES = [organizationTypeKeys.all, organizationKeys.types()];

export function useSaveOrganizationType() {
  return useSaveMutation({
    create: async (body: OrganizationTypeInput) =>
      (await apiClient.POST('/api/organization-types', { body })).data!.data,
    update: async (id, body, header) =>
      (
        await apiClient.PUT('/api/organization-types/{id}', {
          params: { path: { id }, header },
          body,
        })
      ).data!.data,
    invalidates: TYPE_CHANGES,
  });
}

export function useDeleteOrganizationType() {
  return useDeleteMutation(
    (id) => apiClient.DELETE('/api/organization-types/{id}', { params: { path: { id } } }),
    TYPE_CHANGES,
  );
}
