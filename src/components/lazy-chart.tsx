import Skeleton from '@mui/material/Skeleton';
import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A chart loaded on first render, so the charts library stays out of page chunks; a skeleton of
 * the chart's height stands in while it loads.
 */
export function lazyChart<P extends { height?: number }>(load: () => Promise<ComponentType<P>>) {
  const Chart = lazy(() => load().then((chart) => ({ default: chart })));
  return function LazyChart(props: P) {
    return (
      <Suspense fallback={<Skeleton variant="rounded" height={props.height ?? 280} />}>
        <Chart {...props} />
      </Suspense>
    );
  };
}
