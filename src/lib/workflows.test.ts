import { describe, expect, it } from 'vitest';
import { stepKindFor, workflowStepProblems, workflowTypeLabel } from './workflows';

describe('stepKindFor', () => {
  it('review cycles assign review stages, approval chains assign users', () => {
    expect(stepKindFor('reviewCycle')).toEqual({ stepType: 'review', assigneeType: 'reviewStage' });
    expect(stepKindFor('approvalChain')).toEqual({ stepType: 'approval', assigneeType: 'user' });
  });
});

describe('workflowTypeLabel', () => {
  it('labels both types', () => {
    expect(workflowTypeLabel('reviewCycle')).toBe('Review Cycle');
    expect(workflowTypeLabel('approvalChain')).toBe('Approval Chain');
  });
});

describe('workflowStepProblems', () => {
  it('refuses a template without steps', () => {
    expect(workflowStepProblems('reviewCycle', [])).toEqual([
      { field: 'steps', message: 'A workflow needs at least one step.' },
    ]);
    expect(workflowStepProblems('approvalChain', [])).toEqual([
      { field: 'steps', message: 'A workflow needs at least one step.' },
    ]);
  });

  it('names each later step that picks a review stage already used', () => {
    const steps = [{ assigneeId: 's1' }, { assigneeId: 's2' }, { assigneeId: 's1' }];
    expect(workflowStepProblems('reviewCycle', steps)).toEqual([
      {
        field: 'steps[2].assigneeId',
        message: 'This review stage is already used by another step.',
      },
    ]);
  });

  it('names a step without an assignee', () => {
    expect(workflowStepProblems('reviewCycle', [{ assigneeId: 's1' }, { assigneeId: '' }])).toEqual(
      [{ field: 'steps[1].assigneeId', message: 'All steps must have an assignee selected.' }],
    );
  });

  it('accepts distinct stages', () => {
    expect(
      workflowStepProblems('reviewCycle', [{ assigneeId: 's1' }, { assigneeId: 's2' }]),
    ).toEqual([]);
  });
});
