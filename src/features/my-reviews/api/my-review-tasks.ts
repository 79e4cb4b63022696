import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';

export type ReviewTask = components['schemas']['ReviewTask'];

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
