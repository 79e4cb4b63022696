import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';
import {
  applyMove,
  calibrationDistribution,
  proposedTotals,
  recalculateRecommendation,
} from '@/lib/calibration';
import { increasePercentOf } from '@/lib/guidelines';
import {
  getCalibrationQueryOptions,
  type Calibration,
  type CalibrationParticipant,
} from './calibration';
import { getCalibrationGuidelineQueryOptions, type CycleGuideline } from './guideline';

export type CalibrationMoveRequest = components['schemas']['CalibrationMoveRequest'];
export type CalibrationRecommendationChange =
  components['schemas']['CalibrationRecommendationChange'];

export interface MoveResult {
  view: Calibration;
  /** What the move did to the participant's recommendation; null without one. */
  recommendationChange: CalibrationRecommendationChange | null;
}

/** A participant's recommendation as the move will leave it (the server's rule, for the preview). */
export function previewRecommendation(
  participant: CalibrationParticipant,
  rating: number,
  guideline: CycleGuideline | undefined,
) {
  if (!guideline || participant.recommendationStatus === null) return null;
  return recalculateRecommendation(
    {
      status: participant.recommendationStatus,
      proposedIncrease: participant.proposedIncrease ?? 0,
      currentSalary: participant.currentSalary,
    },
    guideline,
    rating,
    participant.hireDate,
  );
}

/**
 * The view as it will be after the move, computed with the same rules as the server: the rating,
 * the recalculated recommendation (with the cycle's guideline), the distribution and the totals.
 */
export function withMove(
  view: Calibration,
  move: CalibrationMoveRequest,
  guideline?: CycleGuideline,
): Calibration {
  if (!view.ratingMetric) return view;
  const participants = applyMove(
    view.participants,
    move.participantId,
    move.rating,
    (p, rating) => {
      const change = previewRecommendation(p, rating, guideline);
      return change?.outcome === 'recalculated'
        ? {
            proposedIncrease: change.toIncrease,
            increasePercent: increasePercentOf(change.toIncrease, p.currentSalary),
          }
        : {};
    },
  );
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
 * server's answer. A move can change the participant's recommendation, so every query that shows
 * recommendation amounts reloads: the cycle's (budget, participants, stages, report), the cycle
 * list and pending approvals, the dashboard and the audit trail.
 */
export function useMoveParticipant(cycleId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getCalibrationQueryOptions(cycleId);
  return useMutation({
    mutationFn: async (move: CalibrationMoveRequest): Promise<MoveResult> => {
      const { data } = await apiClient.POST('/api/review-cycles/{cycleId}/calibration/moves', {
        params: { path: { cycleId } },
        body: move,
      });
      return { view: data!.data, recommendationChange: data!.recommendationChange };
    },
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      const guideline = queryClient.getQueryData(
        getCalibrationGuidelineQueryOptions(cycleId).queryKey,
      );
      if (previous) queryClient.setQueryData(queryKey, withMove(previous, move, guideline));
      return { previous };
    },
    onError: (_error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: async ({ view }) => {
      queryClient.setQueryData(queryKey, view);
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: ['review-cycles'],
          predicate: (query) => query.queryKey[query.queryKey.length - 1] !== 'calibration',
        }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['audit'] }),
      ]);
    },
  });
}
