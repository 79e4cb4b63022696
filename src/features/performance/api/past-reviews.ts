import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';

export type ReviewTask = components['schemas']['ReviewTask'];

export function getOwnReviewsQueryOptions() {
  return queryOptions({
    queryKey: ['me', 'reviews'],
    queryFn: async () => {
      const { data } = await apiClient.GET('/api/me/reviews');
      return data!.data;
    },
    staleTime: 0,
  });
}

export function useOwnReviews() {
  return useQuery(getOwnReviewsQueryOptions());
}
