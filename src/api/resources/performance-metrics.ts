import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { useDeleteMutation, useSaveMutation } from '../record-mutations';
import type { operations } from '../schema';
import { unwrapList } from '../unwrap';
import type { PerformanceMetric, PerformanceMetricInput } from '../schema-types.gen';

export type { PerformanceMetric, PerformanceMetricInput } from '../schema-types.gen';
type MetricsQuery = operations['listPerformanceMetrics']['parameters']['query'];

export const performanceMetricKeys = {
  all: ['performance-metrics'] as const,
  list: () => [...performanceMetricKeys.all, 'list'] as const,
  byIds: (ids: readonly string[]) =>
    [...performanceMetricKeys.all, 'by-ids', ids.join(',')] as const,
};

const fetchMetrics = async (query?: MetricsQuery) =>
  unwrapList<PerformanceMetric>(
    (await apiClient.GET('/api/performance-metrics', { params: { query } })).data,
  );

export function performanceMetricsQueryOptions() {
  return queryOptions({ queryKey: performanceMetricKeys.list(), queryFn: () => fetchMetrics() });
}

export function usePerformanceMetrics() {
  return useQuery(performanceMetricsQueryOptions());
}

/** Spec 02 §7: the metrics list "filtered to isActive and sorted by order". */
const activeInOrder = (metrics: PerformanceMetric[]) =>
  metrics.filter((metric) => metric.isActive).sort((a, b) => a.order - b.order);

export function useActivePerformanceMetrics(enabled = true) {
  return useQuery({ ...performanceMetricsQueryOptions(), enabled, select: activeInOrder });
}

/** Spec 02 §7: metrics by ids; "Only active metrics are kept, in the order of the ids." */
export function performanceMetricsByIdsQueryOptions(metricIds: readonly string[]) {
  return queryOptions({
    queryKey: performanceMetricKeys.byIds(metricIds),
    queryFn: async (): Promise<PerformanceMetric[]> => {
      if (metricIds.length === 0) return [];
      const byId = new Map(
        (await fetchMetrics({ ids: metricIds.join(',') })).map((m) => [m.id, m]),
      );
      return metricIds
        .map((id) => byId.get(id))
        .filter((m): m is PerformanceMetric => !!m && m.isActive);
    },
  });
}

/** The metrics of a stage, once its ids are known (undefined: not yet). */
export function usePerformanceMetricsByIds(metricIds: readonly string[] | undefined) {
  return useQuery({
    ...performanceMetricsByIdsQueryOptions(metricIds ?? []),
    enabled: metricIds !== undefined,
  });
}

export function useSavePerformanceMetric() {
  return useSaveMutation({
    create: async (body: PerformanceMetricInput) =>
      (await apiClient.POST('/api/performance-metrics', { body })).data!.data,
    update: async (id, body, header) =>
      (
        await apiClient.PUT('/api/performance-metrics/{id}', {
          params: { path: { id }, header },
          body,
        })
      ).data!.data,
    invalidates: [performanceMetricKeys.all],
  });
}

export function useDeletePerformanceMetric() {
  return useDeleteMutation(
    (id) => apiClient.DELETE('/api/performance-metrics/{id}', { params: { path: { id } } }),
    [performanceMetricKeys.all],
  );
}
