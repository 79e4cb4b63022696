import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';

export type OutboxMessage = components['schemas']['OutboxMessage'];

export function getOutboxQueryOptions(cycleId?: string) {
  return queryOptions({
    queryKey: ['outbox', cycleId ?? 'all'],
    queryFn: async (): Promise<OutboxMessage[]> => {
      const { data } = await apiClient.GET('/api/admin/outbox', {
        params: { query: cycleId ? { cycleId } : {} },
      });
      return data!.data;
    },
  });
}

/** What the server would have emailed, newest first; refetched on focus so new reminders show. */
export function useOutbox(cycleId?: string) {
  return useQuery({ ...getOutboxQueryOptions(cycleId), refetchOnWindowFocus: true });
}
