import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { ReviewTask } from '@/api/resources/dashboards';
import type { components } from '@/api/schema';

export type Participant = components['schemas']['Participant'];

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
