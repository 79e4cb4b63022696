import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';

export type ColumnPreference = components['schemas']['ColumnPreference'];

/** Spec 02 §7: "The table name used is participants." */
export const PARTICIPANTS_TABLE = 'participants';

export function getColumnPreferencesQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'preferences', 'table-columns', PARTICIPANTS_TABLE],
    queryFn: async (): Promise<ColumnPreference[]> => {
      const { data } = await apiClient.GET('/api/user/preferences/table-columns/{tableName}', {
        params: { path: { tableName: PARTICIPANTS_TABLE } },
      });
      return data?.columns ?? [];
    },
    staleTime: Infinity,
  });
}

export function useColumnPreferences() {
  return useQuery(getColumnPreferencesQueryOptions());
}

export function useSaveColumnPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (columns: ColumnPreference[]) => {
      const { data } = await apiClient.PATCH('/api/user/preferences/table-columns/{tableName}', {
        params: { path: { tableName: PARTICIPANTS_TABLE } },
        body: { columns },
      });
      return data?.columns ?? columns;
    },
    onSuccess: (columns) =>
      queryClient.setQueryData(getColumnPreferencesQueryOptions().queryKey, columns),
  });
}
