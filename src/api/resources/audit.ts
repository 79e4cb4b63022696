import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@/lib/audit';
import { apiClient } from '../client';
import { fetchAllPages } from '../pages';
import type { operations } from '../schema';

export type AuditQuery = NonNullable<operations['listAuditEntries']['parameters']['query']>;

export const auditKeys = {
  all: ['audit'] as const,
  entries: (query: AuditQuery) => [...auditKeys.all, 'entries', query] as const,
};

const fetchAuditPage = async (query: AuditQuery): Promise<{ data: AuditEntry[]; total: number }> =>
  (await apiClient.GET('/api/audit', { params: { query } })).data!;

export function auditEntriesQueryOptions(query: AuditQuery) {
  return queryOptions({ queryKey: auditKeys.entries(query), queryFn: () => fetchAuditPage(query) });
}

/** Audit entries matching `query` (newest first); the previous page stays while the next loads. */
export function useAuditEntries(query: AuditQuery) {
  return useQuery({ ...auditEntriesQueryOptions(query), placeholderData: keepPreviousData });
}

/** Every entry matching the filters, not only the page shown (the CSV export). */
export function fetchAllAuditEntries(query: AuditQuery) {
  return fetchAllPages((page) => fetchAuditPage({ ...query, ...page }));
}
