import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { getErrorMessage } from '@/api/error-message';
import { useSession } from '@/hooks/useSession';
import { useCycleParticipants } from '@/api/resources/participants';
import type { ReviewCycle } from '@/api/resources/review-cycles';
import { CycleBudgetPanel } from '@/components/cycle-budget/CycleBudgetPanel';
import { CycleProcessPanels } from './CycleProcessPanels';
import { CycleStatCards } from './CycleStatCards';
import { GuidelineSection } from './GuidelineSection';
import { ParticipantsTable } from './ParticipantsTable';

export interface AdminCycleDashboardProps {
  cycle: ReviewCycle;
  /** The way into the cycle's calibration (another feature's; the page passes it). */
  calibrationLink?: ReactNode;
  /** Who is behind and the automatic reminders (another feature's; the page passes them). */
  nudges?: ReactNode;
}

/** Spec 02 §2 admin dashboard of a cycle: five stat cards, the two process panels and the participants table. */
export function AdminCycleDashboard({ cycle, calibrationLink, nudges }: AdminCycleDashboardProps) {
  const { user } = useSession();
  const participants = useCycleParticipants(cycle.id);
  const rows = participants.data ?? [];
  return (
    <Stack spacing={3}>
      <CycleStatCards cycle={cycle} />
      <CycleBudgetPanel cycleId={cycle.id} />
      {calibrationLink}
      <GuidelineSection cycleId={cycle.id} />
      <CycleProcessPanels cycle={cycle} rows={rows} />
      {nudges}
      <ParticipantsTable
        cycleId={cycle.id}
        rows={rows}
        isLoading={participants.isLoading}
        error={
          participants.error
            ? getErrorMessage(participants.error, 'Failed to fetch participant data')
            : null
        }
        onRetry={() => void participants.refetch()}
        currentEmployeeId={user?.employeeId}
        isAdmin
      />
    </Stack>
  );
}
