import { useMutation } from '@tanstack/react-query';
import { type AuditQuery, fetchAllAuditEntries } from '@/api/resources/audit';
import { auditCsv } from '@/lib/audit-csv';
import { downloadText } from '@/lib/download';

/** Downloads every entry matching the filters (not only the page shown) as CSV. */
export function useExportAudit() {
  return useMutation({
    mutationFn: async (query: AuditQuery) => {
      const entries = await fetchAllAuditEntries(query);
      downloadText(`audit-trail-${new Date().toISOString().slice(0, 10)}.csv`, auditCsv(entries));
      return entries.length;
    },
  });
}
