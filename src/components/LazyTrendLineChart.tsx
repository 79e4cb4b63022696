import { lazyChart } from './lazy-chart';

/** The trend line chart, loaded on first render. */
export const LazyTrendLineChart = lazyChart(() =>
  import('./TrendLineChart').then((module) => module.TrendLineChart),
);
