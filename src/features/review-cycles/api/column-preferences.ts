import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { ifMatch, isStaleRecordError } from '@/api/if-match';
import type { components } from '@/api/schema';

export type ColumnPreference = components['schemas']['ColumnPreference'];

/** The saved columns with their version (the If-Match of the next save). */
interface SavedColumns {
  columns: ColumnPreference[];
  version?: string;
}

/** Spec 02 §7: "The table name used is participants." */
export const PARTICIPANTS_TABLE = 'participants';

const path = { tableName: PARTICIPANTS_TABLE } as const;

export function getColumnPreferencesQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'preferences', 'table-columns', PARTICIPANTS_TABLE],
    queryFn: async (): Promise<SavedColumns> => {
      const { data } = await apiClient.GET('/api/user/preferences/table-columns/{tableName}', {
        params: { path },
      });
      return { columns: data?.columns ?? [], version: data?.version };
    },
    staleTime: Infinity,
  });
}

export function useColumnPreferences() {
  return useQuery({ ...getColumnPreferencesQueryOptions(), select: (saved) => saved.columns });
}

/**
 * Saves the columns with the version they were loaded with. When the user changed them meanwhile
 * in another tab (412), the columns are re-read and the save repeated: the user's choice is the
 * whole value and there is no typed input to keep, so their latest click wins.
 */
export function useSaveColumnPreferences() {
  const queryClient = useQueryClient();
  const options = getColumnPreferencesQueryOptions();
  return useMutation({
    mutationFn: async (columns: ColumnPreference[]): Promise<SavedColumns> => {
      const send = async (version: string | undefined) =>
        (
          await apiClient.PATCH('/api/user/preferences/table-columns/{tableName}', {
            params: { path, header: ifMatch(version) },
            body: { columns },
          })
        ).data;
      let data;
      try {
        data = await send(queryClient.getQueryData(options.queryKey)?.version);
      } catch (error) {
        if (!isStaleRecordError(error)) throw error;
        const fresh = await queryClient.fetchQuery({ ...options, staleTime: 0 });
        data = await send(fresh.version);
      }
      return { columns: data?.columns ?? columns, version: data?.version };
    },
    onSuccess: (saved) => queryClient.setQueryData(options.queryKey, saved),
  });
}
