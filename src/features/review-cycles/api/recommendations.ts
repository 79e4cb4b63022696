import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { ifMatch } from '@/api/if-match';
import type { components } from '@/api/schema';
import { UNDO_COMMENT } from '@/lib/recommendations';
import { getCycleParticipantsQueryOptions } from '@/api/cycle-queries/participants';
import { getReviewCycleQueryOptions } from '@/api/cycle-queries/review-cycle';

export type Recommendation = components['schemas']['Recommendation'];
export type RejectionInput = components['schemas']['RejectRequest'];
export type RecommendationEditInput = components['schemas']['RecommendationEdit'];

/** Which recommendation an action is on. */
export interface RecommendationTarget {
  cycleId: string;
  participantId: string;
  recId: string;
}

/** One recommendation action with its input. */
export type RecommendationAction =
  | { kind: 'approve'; comments?: string }
  | { kind: 'reject'; input: RejectionInput }
  | { kind: 'undo' }
  | { kind: 'edit'; input: RecommendationEditInput; version?: string };

async function send(
  target: RecommendationTarget,
  action: RecommendationAction,
): Promise<Recommendation> {
  const path = { params: { path: target } };
  const base =
    '/api/review-cycles/{cycleId}/participants/{participantId}/recommendations/{recId}' as const;
  switch (action.kind) {
    case 'approve':
      return (
        await apiClient.PATCH(`${base}/approve`, {
          ...path,
          body: { comments: action.comments ?? null },
        })
      ).data!.data;
    case 'reject':
      return (await apiClient.PATCH(`${base}/reject`, { ...path, body: action.input })).data!.data;
    case 'undo':
      // Spec 02 §7: "The text is fixed: Undone by admin."
      return (await apiClient.PATCH(`${base}/undo`, { ...path, body: { comments: UNDO_COMMENT } }))
        .data!.data;
    case 'edit': {
      const params = { path: target, header: ifMatch(action.version) };
      return (await apiClient.PATCH(base, { params, body: action.input })).data!.data;
    }
  }
}

/** Approve, reject, undo and edit of a recommendation; the cycle (progress) and its participants reload after each. */
export function useRecommendationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      target,
      action,
    }: {
      target: RecommendationTarget;
      action: RecommendationAction;
    }) => send(target, action),
    onSuccess: (recommendation, { target }) => {
      // The row shows the new decision at once; statuses and progress follow with the reload.
      queryClient.setQueryData(getCycleParticipantsQueryOptions(target.cycleId).queryKey, (rows) =>
        rows?.map((row) =>
          row.id === target.participantId
            ? {
                ...row,
                recommendation,
                recommendedRaise: recommendation.proposedIncrease ?? row.recommendedRaise,
                raisePercentage:
                  row.currentSalary && recommendation.proposedIncrease !== undefined
                    ? Math.round((recommendation.proposedIncrease / row.currentSalary) * 10000) /
                      100
                    : row.raisePercentage,
              }
            : row,
        ),
      );
      return queryClient.invalidateQueries({
        queryKey: getReviewCycleQueryOptions(target.cycleId).queryKey,
      });
    },
  });
}
