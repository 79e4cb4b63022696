import Stack from '@mui/material/Stack';
import { getErrorMessage } from '@/api/error-message';
import { useSession } from '@/hooks/useSession';
import { useCycleParticipants } from '../api/participants';
import { CycleNudges } from '../nudges/components/CycleNudges';
import type { ReviewCycle } from '../api/review-cycles';
import { CalibrationLink } from '../calibration/components/CalibrationLink';
import { CycleBudgetPanel } from './CycleBudgetPanel';
import { CycleProcessPanels } from './CycleProcessPanels';
import { CycleStatCards } from './CycleStatCards';
import { GuidelineSection } from './GuidelineSection';
import { ParticipantsTable } from './ParticipantsTable';

export interface AdminCycleDashboardProps {
  cycle: ReviewCycle;
}

/** Spec 02 §2 admin dashboard of a cycle: five stat cards, the two process panels and the participants table. */
export function AdminCycleDashboard({ cycle }: AdminCycleDashboardProps) {
  const { user } = useSession();
  const participants = useCycleParticipants(cycle.id);
  const rows = participants.data ?? [];
  return (
    <Stack spacing={3}>
      <CycleStatCards cycle={cycle} />
      <CycleBudgetPanel cycleId={cycle.id} />
      <CalibrationLink cycleId={cycle.id} scope="all" />
      <GuidelineSection cycleId={cycle.id} />
      <CycleProcessPanels cycle={cycle} rows={rows} />
      <CycleNudges cycleId={cycle.id} />
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
