import { statusKey } from './status';

/**
 * Where a participant and their manager review stand once the recommendation's approval chain
 * settles, one rule for the mock's decisions, its seed and the screens (so the participants
 * table never counts a rejected recommendation as Pending Approval).
 *
 * Submit for Approval saves the manager review with status pending_approval (spec 02 §2) and the
 * participant waits for approval. Every step approved: the review is completed. A rejection stops
 * the chain and nobody is asked to approve any more: the review is back with its
 * manager, who revises and resubmits (saveCompensationData), so the manager review is a draft
 * again and the participant is In Progress at the manager review, not Pending Approval. Undoing
 * the rejection puts both back in pending approval.
 */

export type SettledParticipantStatus = 'pending_approval' | 'completed' | 'in_progress';
export type SettledManagerReviewStatus = 'pending_approval' | 'completed' | 'draft';

export interface AfterDecision {
  participant: SettledParticipantStatus;
  managerReview: SettledManagerReviewStatus;
}

/** What a submitted recommendation's status (pending_approval, approved, rejected) means. */
export function afterRecommendation(status: string | null | undefined): AfterDecision {
  const key = statusKey(status);
  if (key === 'approved') return { participant: 'completed', managerReview: 'completed' };
  if (key === 'rejected') return { participant: 'in_progress', managerReview: 'draft' };
  return { participant: 'pending_approval', managerReview: 'pending_approval' };
}

/** Whether a recommendation was rejected: its review is back with its manager. */
export function isReturnedToManager(status: string | null | undefined): boolean {
  return statusKey(status) === 'rejected';
}

/**
 * A submitted recommendation's status from its approval steps: any rejection → rejected; every
 * step approved → approved; otherwise (undecided steps, or none yet) pending approval.
 */
export function recommendationStatusOf(
  steps: readonly { decision: boolean | null }[],
): 'rejected' | 'approved' | 'pending_approval' {
  if (steps.some((s) => s.decision === false)) return 'rejected';
  if (steps.length > 0 && steps.every((s) => s.decision === true)) return 'approved';
  return 'pending_approval';
}
