import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UNDO_COMMENT } from '@/lib/recommendations';
import { apiClient } from '../client';
import { ifMatch, isStaleRecordError } from '../if-match';
import { employeeKeys } from './employees';
import { levelKeys } from './levels-keys';
import { participantKeys, updateCachedParticipantRow } from './participants';
import { reviewCycleKeys } from './review-cycles';
import type {
  Recommendation,
  RejectRequest as RejectionInput,
  RecommendationEdit as RecommendationEditInput,
  BulkApproveResult,
} from '../schema-types.gen';

/**
 * The Recommendations tag: approve, reject, undo and edit one recommendation, approve many. Each
 * reloads the cycle (progress, pools) and with it its participants.
 */

export type {
  Recommendation,
  RejectRequest as RejectionInput,
  RecommendationEdit as RecommendationEditInput,
  BulkApproveResult,
} from '../schema-types.gen';

/** Which recommendation an action is on. */
export interface RecommendationTarget {
  cycleId: string;
  participantId: string;
  recId: string;
}

/**
 * An admin's override for a step assigned to someone else: the justification given (the contract's
 * onBehalf and onBehalfJustification); absent for the caller's own step.
 */
interface OnBehalf {
  onBehalfJustification?: string;
}

/** One recommendation action with its input. */
export type RecommendationAction =
  /** `version`: the recommendation as the approver read it (a stale one is refused, 412). */
  | ({ kind: 'approve'; comments?: string; version?: string } & OnBehalf)
  | ({ kind: 'reject'; input: RejectionInput; version?: string } & OnBehalf)
  | ({ kind: 'undo' } & OnBehalf)
  | { kind: 'edit'; input: RecommendationEditInput; version?: string };

const overrideBody = ({ onBehalfJustification }: OnBehalf) =>
  onBehalfJustification ? { onBehalf: true, onBehalfJustification } : {};

async function send(
  target: RecommendationTarget,
  action: RecommendationAction,
): Promise<Recommendation> {
  const path = { params: { path: target } };
  switch (action.kind) {
    case 'approve': {
      const body = { comments: action.comments ?? null, ...overrideBody(action) };
      const params = { path: target, header: ifMatch(action.version) };
      return (
        await apiClient.PATCH(
          '/api/review-cycles/{cycleId}/participants/{participantId}/recommendations/{recId}/approve',
          { params, body },
        )
      ).data!.data;
    }
    case 'reject': {
      const params = { path: target, header: ifMatch(action.version) };
      return (
        await apiClient.PATCH(
          '/api/review-cycles/{cycleId}/participants/{participantId}/recommendations/{recId}/reject',
          { params, body: { ...action.input, ...overrideBody(action) } },
        )
      ).data!.data;
    }
    case 'undo':
      // Spec 02 §7: "The text is fixed: Undone by admin."
      return (
        await apiClient.PATCH(
          '/api/review-cycles/{cycleId}/participants/{participantId}/recommendations/{recId}/undo',
          { ...path, body: { comments: UNDO_COMMENT, ...overrideBody(action) } },
        )
      ).data!.data;
    case 'edit': {
      const params = { path: target, header: ifMatch(action.version) };
      return (
        await apiClient.PATCH(
          '/api/review-cycles/{cycleId}/participants/{participantId}/recommendations/{recId}',
          { params, body: action.input },
        )
      ).data!.data;
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
      updateCachedParticipantRow(queryClient, target.cycleId, target.participantId, (row) => ({
        ...row,
        recommendation,
        recommendedRaise: recommendation.proposedIncrease ?? row.recommendedRaise,
        raisePercentage:
          row.currentSalary && recommendation.proposedIncrease !== undefined
            ? Math.round((recommendation.proposedIncrease / row.currentSalary) * 10000) / 100
            : row.raisePercentage,
      }));
      // A promotion's approval (or its undo) moves the employee to another level.
      const levels = recommendation.newLevelId
        ? [employeeKeys.all, levelKeys.all].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          )
        : [];
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewCycleKeys.detail(target.cycleId) }),
        ...levels,
      ]);
    },
    // A decision refused because the figures changed: the screen shows the current ones.
    onError: (error, { target }) =>
      isStaleRecordError(error)
        ? queryClient.invalidateQueries({ queryKey: participantKeys.list(target.cycleId) })
        : undefined,
  });
}

/** One recommendation of a bulk approval, with the version the approver read. */
export interface BulkApproveItem {
  id: string;
  version?: string;
}

/** A bulk approval: the recommendations, and an admin's override for others' steps among them. */
export interface BulkApproveInput extends OnBehalf {
  items: BulkApproveItem[];
}

/** Approves the selected recommendations, each as its own decision; the participants and pools reload. */
export function useBulkApprove(cycleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ items, ...override }: BulkApproveInput): Promise<BulkApproveResult> =>
      (
        await apiClient.POST('/api/review-cycles/{cycleId}/recommendations/bulk-approve', {
          params: { path: { cycleId } },
          body: {
            recommendationIds: items.map((item) => item.id),
            versions: items.flatMap((item) =>
              item.version ? [{ recommendationId: item.id, version: item.version }] : [],
            ),
            ...overrideBody(override),
          },
        })
      ).data!.data,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: participantKeys.list(cycleId) }),
        queryClient.invalidateQueries({ queryKey: reviewCycleKeys.detail(cycleId) }),
        // Approved promotions move employees to their new levels.
        queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
        queryClient.invalidateQueries({ queryKey: levelKeys.all }),
      ]),
  });
}
