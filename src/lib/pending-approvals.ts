import { nextStep, type ChainStep } from './approval-rules';
import { statusKey } from './status';

/**
 * What a "pending approval" is, one rule for every screen and the mock.
 *
 * An approval (spec 02 §4) is one approver's decision on one participant's recommendation: a step
 * of its approval chain. A submitted recommendation (status pending_approval) that no step has
 * rejected waits for exactly one decision: its first undecided step, decided in order.
 * That step is the pending approval; later steps are not pending yet (their approver cannot
 * decide), and a rejected recommendation waits for its manager to resubmit, not for an approver.
 * So there is one pending approval per recommendation awaiting approval, named by the approver
 * whose decision it awaits.
 */

export interface RecommendationChainLike<S extends ChainStep = ChainStep> {
  status?: string | null;
  approvalSteps?: readonly S[] | null;
}

/**
 * The step a recommendation's approval waits on now, with its 1-based position and the chain's
 * length; null when the recommendation is not submitted (draft), is approved, or was rejected.
 */
export function awaitedApproval<S extends ChainStep>(
  recommendation: RecommendationChainLike<S> | null | undefined,
): { step: S; position: number; total: number } | null {
  if (!recommendation || statusKey(recommendation.status) !== 'pending approval') return null;
  return nextStep(recommendation.approvalSteps ?? []);
}

/** Whether a recommendation waits for an approval decision (see {@link awaitedApproval}). */
export function isAwaitingApproval(
  recommendation: RecommendationChainLike | null | undefined,
): boolean {
  return awaitedApproval(recommendation) !== null;
}
