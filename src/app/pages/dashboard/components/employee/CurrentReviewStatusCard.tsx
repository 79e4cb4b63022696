import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { CycleStatusBadge } from '@/components/CycleStatusBadge';
import { formatDay } from '@/lib/day-format';
import type { ReviewCycle } from '@/api/resources/review-cycles';
import { DetailList } from './DetailList';
import { SectionCard } from '@/components/SectionCard';

export interface CurrentReviewStatusCardProps {
  cycle: ReviewCycle | undefined;
  isLoading?: boolean;
}

/** Spec 01 §2 Current Review Status: cycle name, status, Start Date, End Date, Type. */
export function CurrentReviewStatusCard({ cycle, isLoading }: CurrentReviewStatusCardProps) {
  return (
    <SectionCard title="Current Review Status" titleGap={1.5} sx={{ height: '100%' }}>
      {isLoading ? <Skeleton variant="rounded" height={120} /> : null}
      {!isLoading && !cycle ? (
        <Typography color="text.secondary">There is no active review cycle right now.</Typography>
      ) : null}
      {!isLoading && cycle ? (
        <>
          <Typography sx={{ fontWeight: 600, mb: 1 }}>{cycle.name}</Typography>
          <DetailList
            items={[
              ['Status', <CycleStatusBadge key="status" status={cycle.status?.name} />],
              ['Start Date', formatDay(cycle.startDate)],
              ['End Date', formatDay(cycle.endDate)],
              ['Type', cycle.type?.name ?? '—'],
            ]}
          />
        </>
      ) : null}
    </SectionCard>
  );
}
