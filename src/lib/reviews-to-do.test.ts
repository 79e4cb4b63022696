import { describe, expect, it } from 'vitest';
import {
  isReviewTaskToDo,
  isReviewTaskWaiting,
  isStageSubmitted,
  managerReviewProgress,
  stageProgress,
} from './reviews-to-do';

describe('stageProgress', () => {
  it('a manager review is to do once the self review before it is submitted', () => {
    expect(stageProgress(['completed', 'not_started'], 1)).toBe('to_do');
    expect(stageProgress(['pending_approval', 'in_progress'], 1)).toBe('to_do');
  });

  it('a manager review waits while the self review is open', () => {
    expect(stageProgress(['not_started', 'not_started'], 1)).toBe('waiting');
    expect(stageProgress(['in_progress', 'not_started'], 1)).toBe('waiting');
    expect(stageProgress(['draft', 'in_progress'], 1)).toBe('waiting');
  });

  it('a submitted stage is submitted; the first stage is always to do until then', () => {
    expect(stageProgress(['completed', 'pending_approval'], 1)).toBe('submitted');
    expect(stageProgress(['not_started', 'completed'], 1)).toBe('submitted');
    expect(stageProgress(['not_started'], 0)).toBe('to_do');
  });

  it('submitted means waiting for approval or completed', () => {
    expect(
      ['pending_approval', 'completed', 'draft', 'in_progress', null].map(isStageSubmitted),
    ).toEqual([true, true, false, false, false]);
  });
});

describe('managerReviewProgress (a participant row)', () => {
  const row = (currentType: string, statuses: [string, string], status = 'in_progress') => ({
    status,
    currentStage: { id: currentType === 'self_review' ? 's1' : 's2', type: currentType },
    workflowStepStatuses: [
      { stageId: 's1', status: statuses[0] },
      { stageId: 's2', status: statuses[1] },
    ],
  });

  it('to do at the manager review, waiting at the self review, submitted after', () => {
    expect(managerReviewProgress(row('manager_review', ['completed', 'not_started']))).toBe(
      'to_do',
    );
    expect(managerReviewProgress(row('manager_review', ['completed', 'in_progress']))).toBe(
      'to_do',
    );
    expect(managerReviewProgress(row('self_review', ['in_progress', 'not_started']))).toBe(
      'waiting',
    );
    expect(
      managerReviewProgress(
        row('manager_review', ['completed', 'pending_approval'], 'pending_approval'),
      ),
    ).toBe('submitted');
    expect(
      managerReviewProgress(row('manager_review', ['completed', 'completed'], 'completed')),
    ).toBe('submitted');
  });
});

describe('isReviewTaskToDo', () => {
  it('to do: not done and ready; waiting: not done and not ready', () => {
    const task = { kind: 'MANAGER', status: 'not_started', ready: false };
    expect(isReviewTaskToDo(task)).toBe(false);
    expect(isReviewTaskWaiting(task)).toBe(true);
    expect(isReviewTaskToDo({ ...task, ready: true })).toBe(true);
    expect(isReviewTaskWaiting({ ...task, ready: true })).toBe(false);
    expect(isReviewTaskToDo({ kind: 'MANAGER', status: 'pending_approval', ready: true })).toBe(
      false,
    );
    expect(isReviewTaskToDo({ kind: 'APPROVAL', status: 'pending_approval', ready: true })).toBe(
      true,
    );
  });
});
