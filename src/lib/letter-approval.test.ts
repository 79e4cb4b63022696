import { describe, expect, it } from 'vitest';
import { isLetterOutOfDate, type StatedFigures } from './letter-approval';

const promotion: StatedFigures = {
  recommendationId: 'rec_1',
  currency: 'USD',
  previousSalary: 160_000,
  newSalary: 181_000,
  bonus: 0,
  newLevel: 'L6 Director',
};

describe('isLetterOutOfDate', () => {
  it('is current while the approved recommendation states the same figures', () => {
    expect(isLetterOutOfDate(promotion, { ...promotion })).toBe(false);
  });

  it('is out of date once the participant has no approved recommendation (an undone promotion)', () => {
    expect(isLetterOutOfDate(promotion, null)).toBe(true);
  });

  it('is out of date when another recommendation is the approved one', () => {
    expect(isLetterOutOfDate(promotion, { ...promotion, recommendationId: 'rec_2' })).toBe(true);
  });

  it('is out of date when the approved amount was cut (letter 114,200, approved 112,200)', () => {
    const letter = { ...promotion, newSalary: 114_200, newLevel: null };
    expect(isLetterOutOfDate(letter, { ...letter, newSalary: 112_200 })).toBe(true);
  });

  it('is out of date when the bonus, the salary before, the currency or the new level differ', () => {
    expect(isLetterOutOfDate(promotion, { ...promotion, bonus: 500 })).toBe(true);
    expect(isLetterOutOfDate(promotion, { ...promotion, previousSalary: 150_000 })).toBe(true);
    expect(isLetterOutOfDate(promotion, { ...promotion, currency: 'EUR' })).toBe(true);
    expect(isLetterOutOfDate(promotion, { ...promotion, newLevel: null })).toBe(true);
  });

  it('compares amounts to the cent, as the letter writes them', () => {
    expect(isLetterOutOfDate(promotion, { ...promotion, newSalary: 181_000.001 })).toBe(false);
    expect(isLetterOutOfDate(promotion, { ...promotion, newSalary: 181_000.01 })).toBe(true);
  });
});
