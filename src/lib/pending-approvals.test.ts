import { describe, expect, it } from 'vitest';
import { awaitedApproval, isAwaitingApproval } from './pending-approvals';

const step = (approverId: string, order: number, decision: boolean | null = null) => ({
  approverId,
  order,
  decision,
});
const rec = (status: string, ...approvalSteps: ReturnType<typeof step>[]) => ({
  status,
  approvalSteps,
});

describe('awaitedApproval', () => {
  it('a submitted recommendation waits on its first undecided step, in chain order', () => {
    const chain = rec('pending_approval', step('c', 3), step('a', 1, true), step('b', 2));
    expect(awaitedApproval(chain)).toEqual({ step: chain.approvalSteps[2], position: 2, total: 3 });
  });

  it('a rejected, approved or draft recommendation waits on no approver', () => {
    expect(awaitedApproval(rec('pending_approval', step('a', 1, false), step('b', 2)))).toBeNull();
    expect(awaitedApproval(rec('approved', step('a', 1, true)))).toBeNull();
    expect(awaitedApproval(rec('draft', step('a', 1)))).toBeNull();
    expect(awaitedApproval(rec('pending_approval'))).toBeNull();
    expect(awaitedApproval(null)).toBeNull();
  });

  it('only the next step is the pending one; later steps are not pending yet', () => {
    const chain = rec('pending_approval', step('a', 1), step('b', 2), step('c', 3));
    expect(awaitedApproval(chain)?.step).toBe(chain.approvalSteps[0]);
  });
});

describe('pending approvals counted', () => {
  it('one per recommendation awaiting a decision, not one per undecided step', () => {
    // Three chains with 3 + 2 + 1 undecided steps, a rejected one, an approved one and a draft.
    const recommendations = [
      rec('pending_approval', step('a', 1), step('b', 2), step('c', 3)),
      rec('pending_approval', step('a', 1, true), step('b', 2), step('c', 3)),
      rec('pending_approval', step('b', 1)),
      rec('pending_approval', step('a', 1, true), step('b', 2, false), step('c', 3)),
      rec('approved', step('a', 1, true)),
      rec('draft', step('a', 1)),
      null,
    ];
    expect(recommendations.filter(isAwaitingApproval)).toHaveLength(3);
  });

  it('statuses compare as the spec normalises them', () => {
    expect(isAwaitingApproval(rec('Pending Approval', step('a', 1)))).toBe(true);
  });
});
