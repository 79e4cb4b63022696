import { chainView, submitterOf, type ChainView } from '@/lib/approval-rules';
import { isEligibleForApproval } from '@/lib/recommendations';
import type { ParticipantRow } from '@/api/resources/participants';

type Step = NonNullable<ParticipantRow['recommendation']>['approvalSteps'][number];

export interface ApprovalViewer {
  currentEmployeeId: string | null | undefined;
  isAdmin: boolean;
}

const approverName = (step: Step) =>
  step.approver ? `${step.approver.firstName} ${step.approver.lastName}` : 'the approver';

/**
 * What the viewer may do on a row's approval chain (the shared rule of src/lib/approval-rules)
 * and what they read when it is someone else's turn; null without a recommendation awaiting
 * approval.
 */
export function rowApproval(row: ParticipantRow, viewer: ApprovalViewer): ChainView<Step> | null {
  const recommendation = row.recommendation;
  if (!recommendation || !isEligibleForApproval(row.status, recommendation.status)) return null;
  return chainView(
    {
      steps: recommendation.approvalSteps,
      participantEmployeeId: row.employeeId,
      submitterId: submitterOf(recommendation.history),
    },
    { employeeId: viewer.currentEmployeeId, isAdmin: viewer.isAdmin },
    approverName,
  );
}

/** The tooltip of an Approve/Reject that decides step `position`: whose step it is. */
export function decisionHint(view: ChainView<Step>): string | null {
  const plan = view.decide;
  if (!plan.ok) return null;
  const where = `Step ${plan.position} of ${plan.total}`;
  return plan.onBehalf ? `${where}, on behalf of ${approverName(plan.step)}` : where;
}

/**
 * Whose step an approve, reject or undo by the viewer would decide on their behalf (an admin's
 * override, which needs a justification); null when the step is the viewer's own or none.
 */
export function onBehalfOf(
  view: ChainView<Step> | null,
  command: 'approve' | 'reject' | 'undo',
): string | null {
  const plan = command === 'undo' ? view?.undo : view?.decide;
  return plan?.ok && plan.onBehalf ? approverName(plan.step) : null;
}
