import { lazyChart } from './lazy-chart';

/** The category bar chart, loaded on first render. */
export const LazyCategoryBarChart = lazyChart(() =>
  import('./CategoryBarChart').then((module) => module.CategoryBarChart),
);
