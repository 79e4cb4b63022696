import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { TrendLineChartProps } from './TrendLineChart';

const TrendLineChart = lazy(() =>
  import('./TrendLineChart').then((module) => ({ default: module.TrendLineChart })),
);

/** {@link TrendLineChart} loaded on first render, so the charts library stays out of page chunks. */
export function LazyTrendLineChart(props: TrendLineChartProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height ?? 280} />}>
      <TrendLineChart {...props} />
    </Suspense>
  );
}
