import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';
import { unwrapList } from '@/api/unwrap';

export type ReviewStage = components['schemas']['ReviewStage'];
export type PerformanceMetric = components['schemas']['PerformanceMetric'];

const STAGE_CONFIG_KEY = ['review-cycles', 'stage-config'] as const;

/** The organization's review stages (names, types and selected metrics of each stage). */
export function getReviewStagesQueryOptions() {
  return queryOptions({
    queryKey: [...STAGE_CONFIG_KEY, 'review-stages'],
    queryFn: async (): Promise<ReviewStage[]> => {
      const { data } = await apiClient.GET('/api/review-stages');
      return unwrapList(data);
    },
  });
}

export function useReviewStages() {
  return useQuery(getReviewStagesQueryOptions());
}

/** Spec 02 §7: metrics by ids; "Only active metrics are kept, in the order of the ids." */
export function getStageMetricsQueryOptions(metricIds: readonly string[]) {
  return queryOptions({
    queryKey: [...STAGE_CONFIG_KEY, 'metrics', metricIds.join(',')],
    queryFn: async (): Promise<PerformanceMetric[]> => {
      if (metricIds.length === 0) return [];
      const { data } = await apiClient.GET('/api/performance-metrics', {
        params: { query: { ids: metricIds.join(',') } },
      });
      const byId = new Map(unwrapList(data).map((m) => [m.id, m]));
      return metricIds
        .map((id) => byId.get(id))
        .filter((m): m is PerformanceMetric => !!m && m.isActive);
    },
  });
}

export function useStageMetrics(metricIds: readonly string[] | undefined) {
  return useQuery({
    ...getStageMetricsQueryOptions(metricIds ?? []),
    enabled: metricIds !== undefined,
  });
}
