import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { ifMatch } from '../if-match';
import type { components } from '../schema';
import { unwrapList } from '../unwrap';
import { organizationKeys } from './organization';

export type OrganizationType = components['schemas']['OrganizationType'];
export type OrganizationTypeInput = components['schemas']['OrganizationTypeInput'];

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
function useInvalidateOrganizationTypes() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [organizationTypeKeys.all, organizationKeys.types()].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useSaveOrganizationType() {
  const invalidate = useInvalidateOrganizationTypes();
  return useMutation({
    mutationFn: async ({
      id,
      body,
      version,
    }: {
      id?: string;
      body: OrganizationTypeInput;
      /** The type as the form loaded it (If-Match). */
      version?: string;
    }) => {
      if (!id) return (await apiClient.POST('/api/organization-types', { body })).data!.data;
      const params = { path: { id }, header: ifMatch(version) };
      return (await apiClient.PUT('/api/organization-types/{id}', { params, body })).data!.data;
    },
    onSuccess: invalidate,
  });
}

export function useDeleteOrganizationType() {
  const invalidate = useInvalidateOrganizationTypes();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiClient.DELETE('/api/organization-types/{id}', { params: { path: { id } } });
    },
    onSuccess: invalidate,
  });
}
