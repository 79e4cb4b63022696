import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Badge } from '@/components/Badge';
import { CycleStatusBadge } from '@/components/CycleStatusBadge';
import { CYCLE_SCOPE_BADGES } from '@/lib/cycles';
import type { ReviewCycle } from '@/api/resources/review-cycles';
import { formatDayRange } from '../format';

export interface CycleHeaderInfoProps {
  cycle: ReviewCycle;
}

/** Spec 02 §2 header line: scope badge, type name, date range and the Admin Override badge. */
export function CycleHeaderInfo({ cycle }: CycleHeaderInfoProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Badge label={CYCLE_SCOPE_BADGES[cycle.scope]} tone="blue" />
      <CycleStatusBadge status={cycle.status.name} />
      <Typography>{cycle.type.name}</Typography>
      <Typography color="text.secondary">
        {formatDayRange(cycle.startDate, cycle.endDate)}
      </Typography>
      {cycle.adminOverride ? <Badge label="Admin Override" tone="yellow" /> : null}
    </Stack>
  );
}
