import { memo, type ReactNode } from 'react';
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

// The participants arrive in two pieces (the first page, then the rest): the panels that do not
// read them skip that second render (the budget's team table alone is some 600 elements).
const StatCards = memo(CycleStatCards);
const BudgetPanel = memo(CycleBudgetPanel);
const Guideline = memo(GuidelineSection);

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
  const rows = participants.data?.rows ?? [];
  // The first page shows at once; the figures counted over every participant wait for the rest.
  const complete = participants.data?.complete ?? false;
  return (
    <Stack spacing={3}>
      <StatCards cycle={cycle} />
      <BudgetPanel cycleId={cycle.id} />
      {calibrationLink}
      <Guideline cycleId={cycle.id} />
      <CycleProcessPanels cycle={cycle} rows={complete ? rows : null} />
      {nudges}
      <ParticipantsTable
        cycleId={cycle.id}
        rows={rows}
        isLoading={participants.isLoading}
        loadingMore={
          participants.data && !complete
            ? { loaded: rows.length, total: participants.data.total }
            : undefined
        }
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
