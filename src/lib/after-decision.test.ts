// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { afterRecommendation, isReturnedToManager, recommendationStatusOf } from './after-decision';

describe('after a decision on a recommendation', () => {
  it('a rejection sends the review back to its manager: In Progress, not Pending Approval', () => {
    expect(afterRecommendation('rejected')).toEqual({
      participant: 'in_progress',
      managerReview: 'draft',
    });
    expect(isReturnedToManager('rejected')).toBe(true);
  });

  it('all approved completes the review; otherwise it still waits for approval', () => {
    expect(afterRecommendation('approved')).toEqual({
      participant: 'completed',
      managerReview: 'completed',
    });
    expect(afterRecommendation('pending_approval')).toEqual({
      participant: 'pending_approval',
      managerReview: 'pending_approval',
    });
    expect(isReturnedToManager('pending_approval')).toBe(false);
  });
});

describe('recommendationStatusOf: the status its approval steps give a submitted recommendation', () => {
  const step = (decision: boolean | null) => ({ decision });

  it('any rejection rejects it, even with later approvals', () => {
    expect(recommendationStatusOf([step(true), step(false), step(null)])).toBe('rejected');
  });

  it('every step approved approves it', () => {
    expect(recommendationStatusOf([step(true), step(true)])).toBe('approved');
  });

  it('an undecided step, or no step yet, keeps it pending approval', () => {
    expect(recommendationStatusOf([step(true), step(null)])).toBe('pending_approval');
    expect(recommendationStatusOf([])).toBe('pending_approval');
  });
});
