import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { operations } from '@/api/schema';
import type { AuditEntry } from '@/lib/audit';

export type AuditQuery = NonNullable<operations['listAuditEntries']['parameters']['query']>;

export function getAuditEntriesQueryOptions(query: AuditQuery) {
  return queryOptions({
    queryKey: ['audit', query],
    queryFn: async (): Promise<{ data: AuditEntry[]; total: number }> => {
      const { data } = await apiClient.GET('/api/audit', { params: { query } });
      return data!;
    },
  });
}

/** Audit entries matching `query` (newest first); the previous page stays while the next loads. */
export function useAuditEntries(query: AuditQuery, enabled = true) {
  return useQuery({
    ...getAuditEntriesQueryOptions(query),
    enabled,
    placeholderData: keepPreviousData,
  });
}
