import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { ifMatch } from '@/api/if-match';
import type { components } from '@/api/schema';
import { unwrapList } from '@/api/unwrap';

export type OrganizationType = components['schemas']['OrganizationType'];
export type OrganizationTypeInput = components['schemas']['OrganizationTypeInput'];

export const ORGANIZATION_TYPES_QUERY_KEY = ['organization-types'] as const;

export function getOrganizationTypesQueryOptions() {
  return queryOptions({
    queryKey: ORGANIZATION_TYPES_QUERY_KEY,
    queryFn: async () =>
      unwrapList<OrganizationType>((await apiClient.GET('/api/organization-types')).data),
  });
}

export function useOrganizationTypes() {
  return useQuery(getOrganizationTypesQueryOptions());
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ORGANIZATION_TYPES_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ['organization', 'types'] }),
    ]);
}

export function useSaveOrganizationType() {
  const invalidate = useInvalidate();
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
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiClient.DELETE('/api/organization-types/{id}', { params: { path: { id } } });
    },
    onSuccess: invalidate,
  });
}
