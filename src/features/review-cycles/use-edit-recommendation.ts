import { useQueryClient } from '@tanstack/react-query';
import { useStaleRecord } from '@/hooks/use-stale-record';
import { participantQueryOptions, type ParticipantRow } from '@/api/resources/participants';
import {
  type RecommendationEditInput,
  useRecommendationAction,
} from '@/api/resources/recommendations';

/**
 * The admin's Edit Recommendation save: sends the version the dialog opened with;
 * on 412 re-reads the participant, so the dialog shows their recommendation and keeps the input.
 */
export function useEditRecommendation(cycleId: string, row: ParticipantRow | null) {
  const queryClient = useQueryClient();
  const action = useRecommendationAction();
  const recId = row?.recommendation?.id;
  const stale = useStaleRecord(row?.recommendation ?? null, async () => {
    const options = participantQueryOptions(cycleId, row!.id);
    const participant = await queryClient.fetchQuery({ ...options, staleTime: 0 });
    return participant.recommendations.find((r) => r.id === recId) ?? null;
  });

  /** Resolves true once saved; false when refused as stale (shown by the dialog); throws otherwise. */
  const save = async (input: RecommendationEditInput): Promise<boolean> => {
    const target = { cycleId, participantId: row!.id, recId: row!.recommendation!.id };
    try {
      await action.mutateAsync({ target, action: { kind: 'edit', input, version: stale.version } });
      stale.clear();
      return true;
    } catch (error) {
      if (await stale.handleError(error)) return false;
      throw error;
    }
  };

  return { save, theirs: stale.theirs, isPending: action.isPending, error: action.error };
}
