import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { unwrapList } from '@/api/unwrap';
import type { components } from '@/api/schema';

export type PerformanceMetric = components['schemas']['PerformanceMetric'];

/** Spec 02 §7: the metrics list "filtered to isActive and sorted by order". */
export function getActiveMetricsQueryOptions() {
  return queryOptions({
    queryKey: ['performance-metrics', 'active'],
    queryFn: async () => {
      const { data } = await apiClient.GET('/api/performance-metrics');
      return unwrapList<PerformanceMetric>(data)
        .filter((metric) => metric.isActive)
        .sort((a, b) => a.order - b.order);
    },
  });
}

export function useActiveMetrics(enabled = true) {
  return useQuery({ ...getActiveMetricsQueryOptions(), enabled });
}
