import Typography from '@mui/material/Typography';
import type { PerformanceEntry } from '@/api/resources/employees';
import { SectionCard } from '@/components/SectionCard';
import { RatingTrendChart } from '../../components/RatingTrendChart';
import { ratingPoints } from '../../components/rating-points';

export interface RatingHistoryChartProps {
  entries: PerformanceEntry[];
}

/** Rating over time, oldest first; entries without a rating are left out. */
export function RatingHistoryChart({ entries }: RatingHistoryChartProps) {
  const points = ratingPoints(entries);
  return (
    <SectionCard title="Rating History">
      {points.length === 0 ? (
        <Typography color="text.secondary">No ratings yet.</Typography>
      ) : (
        <RatingTrendChart points={points} />
      )}
    </SectionCard>
  );
}
