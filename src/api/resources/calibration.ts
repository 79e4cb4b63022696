import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { auditKeys } from './audit';
import { withMove } from './calibration-preview';
import { dashboardKeys } from './dashboards';
import { cycleGuidelineQueryOptions, reviewCycleKeys } from './review-cycles';
import type {
  Calibration,
  CalibrationTarget,
  CalibrationMoveRequest,
  CalibrationRecommendationChange,
} from '../schema-types.gen';

/**
 * The Calibration tag: a cycle's calibration view, its targets and lock, and moving a participant
 * to another rating (optimistic, with the server's rules).
 */

export type {
  Calibration,
  CalibrationParticipant,
  CalibrationMove,
  CalibrationTarget,
  CalibrationMoveRequest,
  CalibrationRecommendationChange,
} from '../schema-types.gen';
export { previewRecommendation, withMove } from './calibration-preview';

export interface MoveResult {
  view: Calibration;
  /** What the move did to the participant's recommendation; null without one. */
  recommendationChange: CalibrationRecommendationChange | null;
}

export const calibrationKeys = {
  /** Under the cycle's key, so a recommendation change elsewhere reloads it too. */
  cycle: (cycleId: string) => [...reviewCycleKeys.detail(cycleId), 'calibration'] as const,
};

export function calibrationQueryOptions(cycleId: string) {
  return queryOptions({
    queryKey: calibrationKeys.cycle(cycleId),
    queryFn: async (): Promise<Calibration> =>
      (
        await apiClient.GET('/api/review-cycles/{cycleId}/calibration', {
          params: { path: { cycleId } },
        })
      ).data!.data,
  });
}

export function useCalibration(cycleId: string) {
  return useQuery(calibrationQueryOptions(cycleId));
}

/** A change the server answers with the whole view, which the cache then takes. */
function useCalibrationChange<V>(
  cycleId: string,
  send: (variables: V) => Promise<{ data?: { data: Calibration } }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V): Promise<Calibration> => (await send(variables)).data!.data,
    onSuccess: (view) => queryClient.setQueryData(calibrationQueryOptions(cycleId).queryKey, view),
  });
}

/** Admin: replaces the target share per rating (an empty list clears them). */
export function useSetCalibrationTargets(cycleId: string) {
  return useCalibrationChange(cycleId, (targets: CalibrationTarget[]) =>
    apiClient.PUT('/api/review-cycles/{cycleId}/calibration/targets', {
      params: { path: { cycleId } },
      body: { targets },
    }),
  );
}

/** Admin: locks calibration when done (moves are refused) or unlocks it. */
export function useSetCalibrationLock(cycleId: string) {
  return useCalibrationChange(cycleId, (locked: boolean) =>
    apiClient.PUT('/api/review-cycles/{cycleId}/calibration/lock', {
      params: { path: { cycleId } },
      body: { locked },
    }),
  );
}

/**
 * Moves a participant to another rating: the view updates at once (optimistic, with the cycle's
 * guideline if loaded), then takes the server's answer; a refusal puts the view back. A move can
 * change the participant's recommendation, so every query that shows recommendation amounts
 * reloads: the cycle's (budget, participants, stages, report), the cycle list and pending
 * approvals, the dashboard and the audit trail.
 */
export function useMoveParticipant(cycleId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = calibrationQueryOptions(cycleId);
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
      const guideline = queryClient.getQueryData(cycleGuidelineQueryOptions(cycleId).queryKey);
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
          queryKey: reviewCycleKeys.all,
          predicate: (query) => query.queryKey[query.queryKey.length - 1] !== 'calibration',
        }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]);
    },
  });
}
