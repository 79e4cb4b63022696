import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { LazyTrendLineChart } from '@/components/LazyTrendLineChart';
import { formatDay } from '@/lib/day-format';
import type { PerformanceEntry } from '@/api/resources/employees';
import { ratingPoints } from '../../review-history';

export interface PerformanceTrendsProps {
  entries: PerformanceEntry[];
}

/** Spec 01 §2 Performance Trends chart; the caller renders it only when there is data. */
export function PerformanceTrends({ entries }: PerformanceTrendsProps) {
  const points = ratingPoints(entries);
  return (
    <Card component="section" aria-labelledby="performance-trends-title">
      <CardContent>
        <Typography id="performance-trends-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Performance Trends
        </Typography>
        <LazyTrendLineChart
          aria-label="Performance rating over time"
          labels={points.map((p) => formatDay(p.date))}
          series={[{ label: 'Rating', data: points.map((p) => p.rating) }]}
          yMin={0}
          yMax={5}
          height={240}
        />
      </CardContent>
    </Card>
  );
}
