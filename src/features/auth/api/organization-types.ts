import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { unwrapList } from '@/api/unwrap';

export const ORGANIZATION_TYPES_ERROR = 'Failed to load organization types. Please try again.';

export function getRegistrationOrganizationTypesQueryOptions() {
  return queryOptions({
    queryKey: ['organization', 'types', 'registration'],
    queryFn: async () => {
      const { data } = await apiClient.GET('/api/organization/types');
      return unwrapList(data);
    },
    staleTime: 5 * 60_000,
  });
}

export function useRegistrationOrganizationTypes() {
  return useQuery(getRegistrationOrganizationTypesQueryOptions());
}
