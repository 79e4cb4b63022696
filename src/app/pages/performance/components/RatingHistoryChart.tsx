import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { LazyTrendLineChart } from '@/components/LazyTrendLineChart';
import { formatDay } from '@/lib/day-format';
import type { PerformanceEntry } from '@/api/resources/employees';

export interface RatingHistoryChartProps {
  entries: PerformanceEntry[];
}

/** Rating over time, oldest first; entries without a rating are left out. */
export function RatingHistoryChart({ entries }: RatingHistoryChartProps) {
  const points = entries
    .filter((e): e is PerformanceEntry & { rating: number } => e.rating != null)
    .sort((a, b) => a.date.localeCompare(b.date));
  return (
    <Card component="section" aria-labelledby="rating-history-title">
      <CardContent>
        <Typography id="rating-history-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Rating History
        </Typography>
        {points.length === 0 ? (
          <Typography color="text.secondary">No ratings yet.</Typography>
        ) : (
          <LazyTrendLineChart
            aria-label="Performance rating over time"
            labels={points.map((p) => formatDay(p.date))}
            series={[{ label: 'Rating', data: points.map((p) => p.rating) }]}
            yMin={0}
            yMax={5}
          />
        )}
      </CardContent>
    </Card>
  );
}
