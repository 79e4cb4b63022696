import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';
import { applyMove, calibrationDistribution, proposedTotals } from '@/lib/calibration';
import { getReviewCycleQueryOptions } from '../../api/review-cycle';
import { getCalibrationQueryOptions, type Calibration } from './calibration';

export type CalibrationMoveRequest = components['schemas']['CalibrationMoveRequest'];

/** The view as it will be after the move, computed with the same rules as the server. */
export function withMove(view: Calibration, move: CalibrationMoveRequest): Calibration {
  if (!view.ratingMetric) return view;
  const participants = applyMove(view.participants, move.participantId, move.rating);
  const scale = { min: view.ratingMetric.minValue, max: view.ratingMetric.maxValue };
  return {
    ...view,
    participants,
    distribution: calibrationDistribution(participants, scale, view.targets),
    totals: { ...view.totals, ...proposedTotals(participants) },
  };
}

/**
 * Moves a participant to another rating: the view updates at once (optimistic), then takes the
 * server's answer; the cycle's other queries (budget, participants, report) reload.
 */
export function useMoveParticipant(cycleId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getCalibrationQueryOptions(cycleId);
  return useMutation({
    mutationFn: async (move: CalibrationMoveRequest): Promise<Calibration> => {
      const { data } = await apiClient.POST('/api/review-cycles/{cycleId}/calibration/moves', {
        params: { path: { cycleId } },
        body: move,
      });
      return data!.data;
    },
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, withMove(previous, move));
      return { previous };
    },
    onError: (_error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: async (view) => {
      queryClient.setQueryData(queryKey, view);
      await queryClient.invalidateQueries({
        queryKey: getReviewCycleQueryOptions(cycleId).queryKey,
        predicate: (query) => query.queryKey[query.queryKey.length - 1] !== 'calibration',
      });
    },
  });
}
