import { type FetchQueryOptions, type QueryKey, useQueryClient } from '@tanstack/react-query';

/**
 * Reads one record afresh through its list (for records the contract reads only in a list):
 * refetches the list, so the screen shows the current values too, and finds the record by id.
 * Null when it is gone.
 */
export function useRereadInList<T extends { id: string }, K extends QueryKey>(
  options: FetchQueryOptions<T[], Error, T[], K>,
) {
  const queryClient = useQueryClient();
  return async (id: string): Promise<T | null> => {
    const list = await queryClient.fetchQuery({ ...options, staleTime: 0 });
    return list.find((row) => row.id === id) ?? null;
  };
}
