import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';
import { unwrapList } from '@/api/unwrap';

export type ReviewTask = components['schemas']['ReviewTask'];
export type ReviewCycle = components['schemas']['ReviewCycle'];

export function getReviewTasksQueryOptions() {
  return queryOptions({
    queryKey: ['me', 'reviews'],
    queryFn: async () => {
      const { data } = await apiClient.GET('/api/me/reviews');
      return data!.data;
    },
    // Stages are submitted on the stage screen: read the tasks again whenever this one mounts.
    staleTime: 0,
  });
}

export function useReviewTasks() {
  return useQuery(getReviewTasksQueryOptions());
}

export function getManagerCyclesQueryOptions() {
  return queryOptions({
    queryKey: ['review-cycles'],
    queryFn: async () => {
      const { data } = await apiClient.GET('/api/review-cycles');
      return unwrapList<ReviewCycle>(data);
    },
  });
}

export function useManagerCycles() {
  return useQuery(getManagerCyclesQueryOptions());
}
