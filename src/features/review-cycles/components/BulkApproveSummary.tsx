import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { bulkApproveSummary } from '../approval-confirmation';

export interface BulkApproveSummaryProps {
  summary: ReturnType<typeof bulkApproveSummary>;
  onClose: () => void;
}

/** After a bulk approve: how many were approved, and each skipped one with its reason. */
export function BulkApproveSummary({ summary, onClose }: BulkApproveSummaryProps) {
  const skipped = summary.skipped.length > 0;
  return (
    <Alert
      severity={skipped ? 'warning' : 'success'}
      onClose={onClose}
      aria-label="Bulk approve summary"
    >
      <AlertTitle>{summary.title}</AlertTitle>
      {skipped ? (
        <ul style={{ margin: 0, paddingLeft: '1.25em' }}>
          {summary.skipped.map(({ reason, names }) => (
            <li key={reason}>
              {reason}: {names.join(', ')}
            </li>
          ))}
        </ul>
      ) : null}
      {skipped ? 'Flagged recommendations are approved one at a time, after a confirmation.' : null}
    </Alert>
  );
}
