import { describe, expect, it } from 'vitest';
import { isReviewTaskDone, isReviewTaskOverdue } from './review-tasks';

const NOW = new Date('2026-11-15T12:00:00Z');

describe('isReviewTaskDone', () => {
  it('a submitted self or manager review waits for someone else', () => {
    expect(isReviewTaskDone({ kind: 'SELF', status: 'pending_approval' })).toBe(true);
    expect(isReviewTaskDone({ kind: 'MANAGER', status: 'pending_approval' })).toBe(true);
  });

  it('an approval waiting for a decision is still to do', () => {
    expect(isReviewTaskDone({ kind: 'APPROVAL', status: 'pending_approval' })).toBe(false);
    expect(isReviewTaskDone({ kind: 'APPROVAL', status: 'approved' })).toBe(true);
    expect(isReviewTaskDone({ kind: 'APPROVAL', status: 'rejected' })).toBe(true);
  });

  it('not started and in progress stages are to do; completed is done', () => {
    expect(isReviewTaskDone({ kind: 'SELF', status: 'not_started' })).toBe(false);
    expect(isReviewTaskDone({ kind: 'SELF', status: 'in_progress' })).toBe(false);
    expect(isReviewTaskDone({ kind: 'MANAGER', status: 'completed' })).toBe(true);
  });
});

describe('isReviewTaskOverdue', () => {
  it('past due and still to do', () => {
    expect(
      isReviewTaskOverdue({ kind: 'SELF', status: 'in_progress', dueDate: '2026-11-14' }, NOW),
    ).toBe(true);
  });

  it('due today is not overdue yet', () => {
    expect(
      isReviewTaskOverdue({ kind: 'SELF', status: 'in_progress', dueDate: '2026-11-15' }, NOW),
    ).toBe(false);
  });

  it('past due but done, or without a due date, is not overdue', () => {
    expect(
      isReviewTaskOverdue({ kind: 'SELF', status: 'pending_approval', dueDate: '2026-01-01' }, NOW),
    ).toBe(false);
    expect(isReviewTaskOverdue({ kind: 'SELF', status: 'in_progress', dueDate: null }, NOW)).toBe(
      false,
    );
  });
});
