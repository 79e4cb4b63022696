import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';
import { unwrapList } from '@/api/unwrap';

export type ReviewTask = components['schemas']['ReviewTask'];
export type ReviewCycle = components['schemas']['ReviewCycle'];

export function getMyReviewTasksQueryOptions() {
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

export function useMyReviewTasks() {
  return useQuery(getMyReviewTasksQueryOptions());
}

export function getMyReviewCyclesQueryOptions() {
  return queryOptions({
    queryKey: ['review-cycles'],
    queryFn: async () => {
      const { data } = await apiClient.GET('/api/review-cycles');
      return unwrapList<ReviewCycle>(data);
    },
  });
}

export function useMyReviewCycles() {
  return useQuery(getMyReviewCyclesQueryOptions());
}
