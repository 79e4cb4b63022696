import { describe, expect, it } from 'vitest';
import {
  employeePendingActions,
  overduePrompt,
  overdueReviews,
  selfReviewPrompts,
  type OwnReviewTaskLike,
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

describe('selfReviewPrompts', () => {
  const open = { cycleId: 'c1', cycleName: 'Mid-year 2025', kind: 'SELF', status: 'in_progress' };

  it.each<[string, OwnReviewTaskLike[], number]>([
    ['an open self review of the active cycle', [open], 1],
    ['a draft (not submitted) self review', [{ ...open, status: 'draft' }], 1],
    ['a submitted one (waits for approval)', [{ ...open, status: 'pending_approval' }], 0],
    ['a completed one', [{ ...open, status: 'completed' }], 0],
    ['one waiting for an earlier stage', [{ ...open, ready: false }], 0],
    ['a manager review', [{ ...open, kind: 'MANAGER' }], 0],
    ['a self review of a cycle not active', [{ ...open, cycleId: 'c0' }], 0],
    ['a self review of a cycle not listed', [{ ...open, cycleId: 'c9' }], 0],
    ['no review at all', [], 0],
  ])('%s → %i prompt(s)', (_case, tasks, count) => {
    expect(selfReviewPrompts([draftCycle, activeCycle], tasks, now, links)).toHaveLength(count);
  });

  it('links to the self review of its cycle, with the due date', () => {
    expect(
      selfReviewPrompts([activeCycle], [{ ...open, dueDate: '2025-06-30' }], now, links),
    ).toEqual([
      {
        id: 'self-review-c1',
        kind: 'self-review',
        title: 'Complete Self-Review',
        message: 'Your self-review for Mid-year 2025 is waiting for you. Due Jun 30, 2025.',
        href: '/reviews/self-review/c1',
        priority: 'medium',
      },
    ]);
  });

  it('prompts for the open self review of every active cycle, the soonest due first', () => {
    const later = { id: 'c2', name: 'Annual 2025', status: { name: 'In Progress' } };
    const prompts = selfReviewPrompts(
      [later, activeCycle],
      [
        { ...open, cycleId: 'c2', cycleName: 'Annual 2025', dueDate: '2025-12-15' },
        { ...open, dueDate: '2025-06-30' },
      ],
      now,
      links,
    );
    expect(prompts.map((p) => p.href)).toEqual([
      '/reviews/self-review/c1',
      '/reviews/self-review/c2',
    ]);
    expect(prompts[1]!.message).toBe(
      'Your self-review for Annual 2025 is waiting for you. Due Dec 15, 2025.',
    );
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
    const lateSelf = { ...late, cycleId: 'c1', kind: 'SELF' };
    expect(
      employeePendingActions([activeCycle], [lateSelf], now, links).map((a) => a.kind),
    ).toEqual(['overdue', 'self-review']);
    expect(employeePendingActions([], [], now, links)).toEqual([]);
  });
});
