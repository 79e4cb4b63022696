import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { DistributionChartProps } from './DistributionChart';

const DistributionChart = lazy(() =>
  import('./DistributionChart').then((module) => ({ default: module.DistributionChart })),
);

/** {@link DistributionChart} loaded on first render, so the charts library stays out of the page chunk. */
export function LazyDistributionChart(props: DistributionChartProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
      <DistributionChart {...props} />
    </Suspense>
  );
}
