// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { columnId, ratingName, ratingOfColumn } from './calibration-text';

describe('rating columns', () => {
  it('round-trips a rating through its column id', () => {
    expect(ratingOfColumn(columnId(4))).toBe(4);
    expect(ratingOfColumn(columnId(null))).toBeNull();
    expect(ratingName(3)).toBe('Rating 3');
    expect(ratingName(null)).toBe('No Rating');
  });
});
