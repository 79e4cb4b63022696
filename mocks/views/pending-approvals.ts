import { awaitedApproval } from '@/lib/pending-approvals';
import { db } from '@mocks/db';
import type { ApprovalStep, Recommendation } from '@mocks/db/records';
import { approvalStepsOf } from './recommendation';

export interface PendingApprovalOf {
  recommendation: Recommendation;
  /** The step whose decision it awaits (src/lib/pending-approvals). */
  step: ApprovalStep;
  position: number;
  total: number;
}

/** The pending approval of a recommendation: its first undecided step while it awaits approval. */
export function pendingApprovalOf(recommendation: Recommendation): PendingApprovalOf | null {
  const steps = approvalStepsOf(recommendation.id).map((s) => ({
    ...s,
    approverId: s.approverEmployeeId,
  }));
  const awaited = awaitedApproval({ status: recommendation.status, approvalSteps: steps });
  if (!awaited) return null;
  const step = db.approvalSteps.find(awaited.step.id) ?? awaited.step;
  return { recommendation, step, position: awaited.position, total: awaited.total };
}

/** The pending approvals among `recommendations`, one per recommendation awaiting a decision. */
export function pendingApprovalsAmong(
  recommendations: readonly Recommendation[],
): PendingApprovalOf[] {
  return recommendations
    .filter((r) => r.status === 'pending_approval')
    .map(pendingApprovalOf)
    .filter((p): p is PendingApprovalOf => p !== null);
}

/** The pending approvals of an organization (getAdminSummary, listPendingApprovals). */
export function pendingApprovalsOfOrganization(organizationId: string): PendingApprovalOf[] {
  return pendingApprovalsAmong(db.recommendations.lookup('organizationId', organizationId));
}
