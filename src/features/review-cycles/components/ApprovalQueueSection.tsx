import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ParticipantRow } from '@/api/resources/participants';
import { ParticipantsTable } from './ParticipantsTable';

export interface ApprovalQueueSectionProps {
  cycleId: string;
  rows: ParticipantRow[];
  currentEmployeeId: string | null | undefined;
  isLoading?: boolean;
}

/** The participants whose recommendation names the viewer as an approver, to decide here. */
export function ApprovalQueueSection({
  cycleId,
  rows,
  currentEmployeeId,
  isLoading,
}: ApprovalQueueSectionProps) {
  const toApprove = rows.filter((r) =>
    r.recommendation?.approvalSteps.some((step) => step.approverId === currentEmployeeId),
  );
  if (toApprove.length === 0) return null;
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        Recommendations for Your Approval
      </Typography>
      <ParticipantsTable
        cycleId={cycleId}
        rows={toApprove}
        isLoading={isLoading}
        currentEmployeeId={currentEmployeeId}
        isAdmin={false}
      />
    </Stack>
  );
}
