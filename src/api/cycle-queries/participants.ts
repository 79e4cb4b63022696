import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { internStrings } from '@/api/intern-strings';
import { fetchAllPages } from '@/api/pages';
import type { components } from '@/api/schema';
import { getReviewCyclesQueryOptions } from './review-cycles';

export type ParticipantRow = components['schemas']['ParticipantRow'];
export type Participant = components['schemas']['Participant'];

export function getCycleParticipantsQueryOptions(cycleId: string) {
  return queryOptions({
    queryKey: [...getReviewCyclesQueryOptions().queryKey, cycleId, 'participants'],
    queryFn: async (): Promise<ParticipantRow[]> => {
      const rows = await fetchAllPages(
        async (page) =>
          (
            await apiClient.GET('/api/review-cycles/{cycleId}/participants', {
              params: { path: { cycleId }, query: page },
            })
          ).data!,
      );
      // A cycle can have 10,000 participants: equal strings share one copy in the cache.
      return internStrings(rows);
    },
  });
}

export function useCycleParticipants(cycleId: string) {
  return useQuery(getCycleParticipantsQueryOptions(cycleId));
}

export function getParticipantQueryOptions(cycleId: string, participantId: string) {
  return queryOptions({
    queryKey: [...getCycleParticipantsQueryOptions(cycleId).queryKey, participantId],
    queryFn: async (): Promise<Participant> => {
      const { data } = await apiClient.GET(
        '/api/review-cycles/{cycleId}/participants/{participantId}',
        {
          params: { path: { cycleId, participantId } },
        },
      );
      return data!.data;
    },
  });
}

export function useParticipant(cycleId: string, participantId: string | undefined) {
  return useQuery({
    ...getParticipantQueryOptions(cycleId, participantId ?? ''),
    enabled: Boolean(participantId),
  });
}
