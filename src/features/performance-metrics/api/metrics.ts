import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { ifMatch } from '@/api/if-match';
import type { components } from '@/api/schema';
import { unwrapList } from '@/api/unwrap';

export type PerformanceMetric = components['schemas']['PerformanceMetric'];
export type PerformanceMetricInput = components['schemas']['PerformanceMetricInput'];

export const METRICS_QUERY_KEY = ['performance-metrics'] as const;

export function getMetricsQueryOptions() {
  return queryOptions({
    queryKey: METRICS_QUERY_KEY,
    queryFn: async () =>
      unwrapList<PerformanceMetric>((await apiClient.GET('/api/performance-metrics')).data),
  });
}

export function useMetrics() {
  return useQuery(getMetricsQueryOptions());
}

export function useSaveMetric() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
      version,
    }: {
      id?: string;
      body: PerformanceMetricInput;
      /** The metric as the form loaded it (If-Match). */
      version?: string;
    }) => {
      if (!id) return (await apiClient.POST('/api/performance-metrics', { body })).data!.data;
      const params = { path: { id }, header: ifMatch(version) };
      return (await apiClient.PUT('/api/performance-metrics/{id}', { params, body })).data!.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: METRICS_QUERY_KEY }),
  });
}

export function useDeleteMetric() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiClient.DELETE('/api/performance-metrics/{id}', { params: { path: { id } } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: METRICS_QUERY_KEY }),
  });
}
