// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { afterRecommendation, isReturnedToManager } from './after-decision';

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
