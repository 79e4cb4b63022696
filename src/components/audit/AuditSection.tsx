import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { getErrorMessage } from '@/api/error-message';
import { AuditTable } from './AuditTable';
import { useAuditEntries, type AuditQuery } from '@/api/resources/audit';

export interface AuditSectionProps {
  /** The filter of the entries shown, e.g. `{ employeeId }` or `{ entityType: 'recommendation', entityId }`. */
  query: AuditQuery;
  hideEmployee?: boolean;
}

/** An 'Audit' card for an admin's record page: the entries about that record. */
export function AuditSection({ query, hideEmployee }: AuditSectionProps) {
  const audit = useAuditEntries({ limit: 200, ...query });
  return (
    <Card variant="outlined" component="section" aria-label="Audit">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Audit
        </Typography>
        <AuditTable
          aria-label="Audit entries"
          entries={audit.data?.data ?? []}
          isLoading={audit.isPending}
          error={
            audit.isError ? getErrorMessage(audit.error, 'Failed to load the audit trail') : null
          }
          onRetry={() => void audit.refetch()}
          hideEmployee={hideEmployee}
        />
      </CardContent>
    </Card>
  );
}
