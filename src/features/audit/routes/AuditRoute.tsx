import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TablePagination from '@mui/material/TablePagination';
import { useState } from 'react';
import { getErrorMessage } from '@/api/error-message';
import { AuditTable } from '@/components/audit/AuditTable';
import { useAuditEntries } from '@/api/resources/audit';
import { useAuditActors } from '@/api/resources/users';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PageHeader } from '@/components/PageHeader';
import { usePageTitle } from '@/hooks/use-page-title';
import { useExportAudit } from '../use-export-audit';
import { AuditFilters, type AuditFilterValues } from '../components/AuditFilters';

const PAGE_SIZES = [25, 50, 100];

/** /admin/audit: the audit trail, filtered, paged on the server, exported as CSV. */
export default function AuditRoute() {
  usePageTitle('Audit Trail');
  const [filters, setFilters] = useState<AuditFilterValues>({});
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(50);
  const audit = useAuditEntries({ ...filters, limit: pageSize, offset: page * pageSize });
  const actors = useAuditActors();
  const exporter = useExportAudit();
  const total = audit.data?.total ?? 0;

  return (
    <Box>
      <PageHeader
        title="Audit Trail"
        subtitle="Every change that matters: who, when, what before and after, and why. Entries cannot be edited or deleted."
        actions={
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={exporter.isPending || total === 0}
            onClick={() => exporter.mutate(filters)}
          >
            Export CSV
          </Button>
        }
      />
      <AuditFilters
        value={filters}
        actors={actors.data ?? []}
        onChange={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      {exporter.isError ? (
        <ErrorBanner message={getErrorMessage(exporter.error, 'Export failed')} />
      ) : null}
      <AuditTable
        entries={audit.data?.data ?? []}
        isLoading={audit.isPending}
        error={
          audit.isError ? getErrorMessage(audit.error, 'Failed to load the audit trail') : null
        }
        onRetry={() => void audit.refetch()}
      />
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(0);
        }}
      />
    </Box>
  );
}
