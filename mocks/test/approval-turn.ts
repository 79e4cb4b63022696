import { db } from '@mocks/db';
import type { ApprovalStep } from '@mocks/db/records';

/**
 * Whether an undecided step is its approver's to decide now, read from the data as the contract
 * states it (tests use it instead of the rule under test): every earlier step of the chain is
 * approved, and the latest submission of the recommendation was not the approver's own.
 */
export function isApproversTurn(step: ApprovalStep, approverUserId: string): boolean {
  const chain = db.approvalSteps.lookup('recommendationId', step.recommendationId);
  if (chain.some((other) => other.order < step.order && other.decision !== true)) return false;
  const submitter = db.recommendationEvents
    .lookup('recommendationId', step.recommendationId)
    .filter((event) => event.action === 'submit')
    .at(-1)?.actorUserId;
  return submitter !== approverUserId;
}
