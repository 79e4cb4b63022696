// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { columnId, ratingName, ratingOfColumn, recommendationChangeText } from './calibration-text';

describe('rating columns', () => {
  it('round-trips a rating through its column id', () => {
    expect(ratingOfColumn(columnId(4))).toBe(4);
    expect(ratingOfColumn(columnId(null))).toBeNull();
    expect(ratingName(3)).toBe('Rating 3');
    expect(ratingName(null)).toBe('No Rating');
  });
});

describe('recommendationChangeText', () => {
  const base = {
    status: 'pending_approval',
    fromIncrease: 3000,
    toIncrease: 3000,
    percent: null,
    prorated: false,
  };
  it('says what a move does to the recommendation, and why an approved one stays', () => {
    expect(
      recommendationChangeText(
        { ...base, outcome: 'recalculated', toIncrease: 5000, percent: 5 },
        4,
        'USD',
      ),
    ).toBe('Recommended increase: $3,000.00 → $5,000.00 (guideline midpoint 5.00% at Rating 4).');
    expect(
      recommendationChangeText({ ...base, outcome: 'decided', status: 'approved' }, 4, 'USD'),
    ).toBe(
      'The approved recommendation (+$3,000.00) stays as it is: calibration does not change approved recommendations.',
    );
    expect(recommendationChangeText({ ...base, outcome: 'no_guideline' }, 1, 'USD')).toBe(
      "The recommended increase (+$3,000.00) stays: the cycle's guideline has no range for Rating 1.",
    );
  });
});
