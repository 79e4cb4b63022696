import { describe, expect, it } from 'vitest';
import { completedReviewCount, completedReviews, completedReviewsLabel } from './completed-reviews';

const entry = (id: string, status: string, cycleId: string | null) => ({
  id,
  status,
  reviewCycle: cycleId ? { id: cycleId } : null,
});

describe('completedReviews', () => {
  it('one per cycle whose review is completed; entries without a cycle count on their own', () => {
    const entries = [
      entry('h1', 'completed', 'c2025'),
      entry('h2', 'completed', 'c2025'),
      entry('h3', 'completed', 'c2024'),
      entry('h4', 'in_progress', 'c2026'),
      entry('h5', 'Completed', null),
      entry('h6', 'approved', 'c2023'),
    ];
    expect(completedReviews(entries).map((e) => e.id)).toEqual(['h1', 'h3', 'h5', 'h6']);
    expect(completedReviewCount(entries)).toBe(4);
    expect(completedReviewCount([])).toBe(0);
  });

  it('reads "3 completed reviews", "1 completed review"', () => {
    expect(completedReviewsLabel(3)).toBe('3 completed reviews');
    expect(completedReviewsLabel(1)).toBe('1 completed review');
    expect(completedReviewsLabel(0)).toBe('0 completed reviews');
  });
});
