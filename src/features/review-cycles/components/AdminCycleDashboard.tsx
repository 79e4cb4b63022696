import { memo, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { getErrorMessage } from '@/api/error-message';
import { useSession } from '@/hooks/useSession';
import { useCycleParticipantsPage } from '@/api/resources/participants';
import type { ReviewCycle } from '@/api/resources/review-cycles';
import { CycleBudgetPanel } from '@/components/cycle-budget/CycleBudgetPanel';
import { useParticipantsPage } from '../use-participants-page';
import { CycleProcessPanels, RECENT_ACTIONS } from './CycleProcessPanels';
import { CycleStatCards } from './CycleStatCards';
import { GuidelineSection } from './GuidelineSection';
import { ParticipantsTable } from './ParticipantsTable';

// A new page of participants re-renders the dashboard: the panels that do not read them skip it
// (the budget's team table alone is some 600 elements).
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

/** The panels' two questions of the list: answered by the server, not by loading every row. */
export const RECENTLY_DECIDED = {
  sort: 'lastDecisionAt',
  order: 'desc',
  limit: RECENT_ACTIONS,
} as const;
export const AWAITING_APPROVAL = { awaitingApproval: true, limit: 1 } as const;

/** Spec 02 §2 admin dashboard of a cycle: five stat cards, the two process panels and the participants table. */
export function AdminCycleDashboard({ cycle, calibrationLink, nudges }: AdminCycleDashboardProps) {
  const { user } = useSession();
  const table = useParticipantsPage(cycle.id);
  const participants = table.list;
  // The latest actions are among the participants decided on last; the pending count is a total.
  const recent = useCycleParticipantsPage(cycle.id, RECENTLY_DECIDED);
  const awaiting = useCycleParticipantsPage(cycle.id, AWAITING_APPROVAL);
  return (
    <Stack spacing={3}>
      <StatCards cycle={cycle} />
      <BudgetPanel cycleId={cycle.id} />
      {calibrationLink}
      <Guideline cycleId={cycle.id} />
      <CycleProcessPanels
        cycle={cycle}
        recentlyDecided={recent.data?.data ?? null}
        pendingCount={awaiting.data?.total ?? null}
      />
      {nudges}
      <ParticipantsTable
        cycleId={cycle.id}
        rows={participants.data?.data ?? []}
        server={table.server}
        isLoading={participants.isPending}
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
