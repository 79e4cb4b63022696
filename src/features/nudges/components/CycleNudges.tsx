import Grid from '@mui/material/Grid';
import { ReminderSchedulePanel } from './ReminderSchedulePanel';
import { WhoIsBehindPanel } from './WhoIsBehindPanel';

export interface CycleNudgesProps {
  cycleId: string;
  /** Who is behind listed from the start (see WhoIsBehindPanel). */
  defaultExpanded?: boolean;
}

/** Manager nudges in the admin's cycle detail: who is behind, and the automatic reminders. */
export function CycleNudges({ cycleId, defaultExpanded }: CycleNudgesProps) {
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 8 }}>
        <WhoIsBehindPanel cycleId={cycleId} defaultExpanded={defaultExpanded} />
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <ReminderSchedulePanel cycleId={cycleId} />
      </Grid>
    </Grid>
  );
}
