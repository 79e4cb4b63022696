import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { CategoryBarChartProps } from './CategoryBarChart';

const CategoryBarChart = lazy(() =>
  import('./CategoryBarChart').then((module) => ({ default: module.CategoryBarChart })),
);

/** {@link CategoryBarChart} loaded on first render, so the charts library stays out of page chunks. */
export function LazyCategoryBarChart(props: CategoryBarChartProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height ?? 280} />}>
      <CategoryBarChart {...props} />
    </Suspense>
  );
}
