import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { ifMatch, isStaleRecordError } from '../if-match';
import type { operations } from '../schema';
import type { ColumnPreference } from '../schema-types.gen';

/** The Preferences tag: the caller's saved table columns, per table. */

export type { ColumnPreference } from '../schema-types.gen';
export type TableName = operations['getTableColumnPreferences']['parameters']['path']['tableName'];

/** The saved columns with their version (the If-Match of the next save). */
export interface SavedColumns {
  columns: ColumnPreference[];
  version?: string;
}

export const preferenceKeys = {
  all: ['user', 'preferences'] as const,
  tableColumns: (tableName: TableName) =>
    [...preferenceKeys.all, 'table-columns', tableName] as const,
};

/** Read once per session: only this user changes them (another tab's change shows as a 412). */
export function tableColumnsQueryOptions(tableName: TableName) {
  return queryOptions({
    queryKey: preferenceKeys.tableColumns(tableName),
    queryFn: async (): Promise<SavedColumns> => {
      const { data } = await apiClient.GET('/api/user/preferences/table-columns/{tableName}', {
        params: { path: { tableName } },
      });
      return { columns: data?.columns ?? [], version: data?.version };
    },
    staleTime: Infinity,
  });
}

export function useTableColumns(tableName: TableName) {
  return useQuery({ ...tableColumnsQueryOptions(tableName), select: (saved) => saved.columns });
}

/**
 * Saves the columns with the version they were loaded with. When the user changed them meanwhile
 * in another tab (412), the columns are re-read and the save repeated: the user's choice is the
 * whole value and there is no typed input to keep, so their latest click wins.
 */
export function useSaveTableColumns(tableName: TableName) {
  const queryClient = useQueryClient();
  const options = tableColumnsQueryOptions(tableName);
  return useMutation({
    mutationFn: async (columns: ColumnPreference[]): Promise<SavedColumns> => {
      const send = async (version: string | undefined) =>
        (
          await apiClient.PATCH('/api/user/preferences/table-columns/{tableName}', {
            params: { path: { tableName }, header: ifMatch(version) },
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
