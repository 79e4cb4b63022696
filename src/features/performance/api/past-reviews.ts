import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';

export type ReviewTask = components['schemas']['ReviewTask'];
export type Participant = components['schemas']['Participant'];

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

export function getParticipantQueryOptions(cycleId: string, participantId: string) {
  return queryOptions({
    queryKey: ['review-cycles', cycleId, 'participants', participantId],
    queryFn: async () => {
      const { data } = await apiClient.GET(
        '/api/review-cycles/{cycleId}/participants/{participantId}',
        { params: { path: { cycleId, participantId } } },
      );
      return data!.data;
    },
  });
}

/** The participant records (with their metric answers) of the given reviews. */
export function useReviewAnswers(reviews: readonly ReviewTask[]) {
  return useQueries({
    queries: reviews.map((r) => getParticipantQueryOptions(r.cycleId, r.participantId)),
  });
}
