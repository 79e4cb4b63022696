import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getErrorMessage } from '@/api/error-message';
import { useParticipantsPage } from '../use-participants-page';
import { ParticipantsTable } from './ParticipantsTable';

export interface ApprovalQueueSectionProps {
  cycleId: string;
  currentEmployeeId: string | null | undefined;
}

/** The participants whose recommendation names the viewer as an approver, to decide here. */
export function ApprovalQueueSection({ cycleId, currentEmployeeId }: ApprovalQueueSectionProps) {
  const filters = useMemo(() => ({ approverId: currentEmployeeId ?? '' }), [currentEmployeeId]);
  const table = useParticipantsPage(cycleId, filters, { enabled: Boolean(currentEmployeeId) });
  const list = table.list;
  // Hidden while the queue is empty; a search that finds no one keeps the table and its box.
  if (!list.data || (list.data.total === 0 && !table.searching && table.server.search === ''))
    return null;
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        Recommendations for Your Approval
      </Typography>
      <ParticipantsTable
        cycleId={cycleId}
        rows={list.data.data}
        server={table.server}
        error={list.error ? getErrorMessage(list.error, 'Failed to fetch participant data') : null}
        onRetry={() => void list.refetch()}
        currentEmployeeId={currentEmployeeId}
        isAdmin={false}
      />
    </Stack>
  );
}
