import { describe, expect, it } from 'vitest';
import {
  employeePendingActions,
  overduePrompt,
  overdueReviews,
  selfReviewPrompt,
  type ReviewHistoryItemLike,
} from './employee-prompts';

const now = new Date(2025, 5, 15, 10);
const activeCycle = { id: 'c1', name: 'Mid-year 2025', status: { name: 'Active' } };
const draftCycle = { id: 'c0', name: 'Draft', status: { name: 'Draft' } };
// The app's pages, as src/config/paths builds them.
const links = {
  selfReview: (cycleId: string | number) => `/reviews/self-review/${cycleId}`,
  overdueReviews: '/reviews/overdue',
};

describe('selfReviewPrompt', () => {
  it.each<[string, ReviewHistoryItemLike[], boolean]>([
    ['no reviews', [], true],
    ['SELF review for the active cycle', [{ cycleId: 'c1', type: 'SELF' }], false],
    ['self review in lower case', [{ cycleId: 'c1', type: 'self' }], false],
    ['SELF review for another cycle', [{ cycleId: 'c9', type: 'SELF' }], true],
    ['MANAGER review for the active cycle', [{ cycleId: 'c1', type: 'MANAGER' }], true],
  ])('%s → prompt %s', (_case, reviews, prompted) => {
    expect(selfReviewPrompt([draftCycle, activeCycle], reviews, now, links) !== null).toBe(
      prompted,
    );
  });

  it('links to the self review of the active cycle', () => {
    expect(selfReviewPrompt([activeCycle], [], now, links)).toMatchObject({
      id: 'self-review-c1',
      href: '/reviews/self-review/c1',
      priority: 'medium',
    });
  });

  it('is null without an active cycle', () => {
    expect(selfReviewPrompt([draftCycle], [], now, links)).toBeNull();
  });
});

describe('overdueReviews', () => {
  it.each<[ReviewHistoryItemLike, boolean]>([
    [{ dueDate: '2025-06-14', status: 'in_progress' }, true],
    [{ dueDate: '2025-06-14', status: 'pending' }, true],
    [{ dueDate: '2025-06-14', status: undefined }, true],
    [{ dueDate: '2025-06-14', status: 'completed' }, false],
    [{ dueDate: '2025-06-14', status: 'Completed' }, false],
    [{ dueDate: '2025-06-15', status: 'in_progress' }, false],
    [{ dueDate: '2025-07-01', status: 'in_progress' }, false],
    [{ dueDate: null, status: 'in_progress' }, false],
  ])('%j → overdue %s', (review, overdue) => {
    expect(overdueReviews([review], now)).toHaveLength(overdue ? 1 : 0);
  });
});

describe('overduePrompt and employeePendingActions', () => {
  const late = { dueDate: '2025-06-01', status: 'in_progress' };

  it('counts the overdue reviews', () => {
    expect(overduePrompt([late, late], now, links)).toMatchObject({
      message: 'You have 2 overdue reviews.',
      href: '/reviews/overdue',
      priority: 'high',
    });
    expect(overduePrompt([late], now, links)?.message).toBe('You have 1 overdue review.');
    expect(overduePrompt([], now, links)).toBeNull();
  });

  it('lists overdue first, then the self-review prompt', () => {
    expect(employeePendingActions([activeCycle], [late], now, links).map((a) => a.kind)).toEqual([
      'overdue',
      'self-review',
    ]);
    expect(employeePendingActions([], [], now, links)).toEqual([]);
  });
});
