import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { fetchAllPages } from '@/api/pages';
import type { AuditQuery } from '@/components/audit/use-audit-entries';
import { auditCsv } from '@/lib/audit';
import { downloadText } from '@/lib/download';

/** Downloads every entry matching the filters (not only the page shown) as CSV. */
export function useExportAudit() {
  return useMutation({
    mutationFn: async (query: AuditQuery) => {
      const entries = await fetchAllPages(
        async (page) =>
          (await apiClient.GET('/api/audit', { params: { query: { ...query, ...page } } })).data!,
      );
      downloadText(`audit-trail-${new Date().toISOString().slice(0, 10)}.csv`, auditCsv(entries));
      return entries.length;
    },
  });
}
