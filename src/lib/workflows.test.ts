import { describe, expect, it } from 'vitest';
import { hasStepWithoutAssignee, stepKindFor, workflowTypeLabel } from './workflows';

describe('stepKindFor', () => {
  it('review cycles assign review stages, approval chains assign users', () => {
    expect(stepKindFor('reviewCycle')).toEqual({ stepType: 'review', assigneeType: 'reviewStage' });
    expect(stepKindFor('approvalChain')).toEqual({ stepType: 'approval', assigneeType: 'user' });
  });
});

describe('hasStepWithoutAssignee', () => {
  it.each([
    [[], false],
    [[{ assigneeId: 'a' }, { assigneeId: 'b' }], false],
    [[{ assigneeId: 'a' }, { assigneeId: '' }], true],
    [[{ assigneeId: null }], true],
    [[{}], true],
  ])('%j → %s', (steps, expected) => {
    expect(hasStepWithoutAssignee(steps)).toBe(expected);
  });
});

describe('workflowTypeLabel', () => {
  it('labels both types', () => {
    expect(workflowTypeLabel('reviewCycle')).toBe('Review Cycle');
    expect(workflowTypeLabel('approvalChain')).toBe('Approval Chain');
  });
});
