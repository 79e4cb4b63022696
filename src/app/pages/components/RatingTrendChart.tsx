import { LazyTrendLineChart } from '@/components/LazyTrendLineChart';
import { formatDay } from '@/lib/day-format';
import type { RatedEntry } from './rating-points';

export interface RatingTrendChartProps {
  points: RatedEntry[];
  height?: number;
}

export function RatingTrendChart({ points, height }: RatingTrendChartProps) {
  return (
    <LazyTrendLineChart
      aria-label="Performance rating over time"
      labels={points.map((p) => formatDay(p.date))}
      series={[{ label: 'Rating', data: points.map((p) => p.rating) }]}
      yMin={0}
      yMax={5}
      height={height}
    />
  );
}
