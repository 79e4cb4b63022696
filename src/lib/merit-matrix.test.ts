// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  boundaryProblems,
  columnFor,
  columnLabels,
  compaText,
  MATRIX_MESSAGES,
} from './merit-matrix';

const FOUR = [0.9, 1, 1.1];

describe('columnFor (the column is by the compa-ratio before the change)', () => {
  it('puts a boundary in the column on its right (from boundary i-1 up to but excluding i)', () => {
    expect(columnFor(0.85, FOUR)).toBe(0);
    expect(columnFor(0.9, FOUR)).toBe(1);
    expect(columnFor(0.9999, FOUR)).toBe(1);
    expect(columnFor(1, FOUR)).toBe(2);
    expect(columnFor(1.0999, FOUR)).toBe(2);
    expect(columnFor(1.1, FOUR)).toBe(3);
    expect(columnFor(2.4, FOUR)).toBe(3);
  });
  it('places someone without a band position in the column holding 1.00', () => {
    expect(columnFor(null, FOUR)).toBe(2);
    expect(columnFor(undefined, [0.9, 1.1])).toBe(1);
    expect(columnFor(null, [0.8, 0.9, 1.1, 1.2])).toBe(2);
  });
  it('has one column without boundaries (the rating-only guideline)', () => {
    expect(columnFor(0.5, [])).toBe(0);
    expect(columnFor(null, [])).toBe(0);
  });
});

describe('column labels', () => {
  it('names the columns as the editor and the form show them', () => {
    expect(columnLabels(FOUR)).toEqual(['Below 0.90', '0.90–1.00', '1.00–1.10', 'Above 1.10']);
    expect(columnLabels([])).toEqual(['All positions']);
  });
  it('names a column in a message, or nothing with one column', () => {
    expect(compaText(FOUR, 1)).toBe('compa-ratio 0.90–1.00');
    expect(compaText(FOUR, 0)).toBe('compa-ratio below 0.90');
    expect(compaText(FOUR, 3)).toBe('compa-ratio above 1.10');
    expect(compaText([], 0)).toBeNull();
  });
});

describe('boundaryProblems', () => {
  it('accepts none and 2 to 4 ascending boundaries above 0 and at most 3', () => {
    expect(boundaryProblems([])).toEqual([]);
    expect(boundaryProblems([0.9, 1.1])).toEqual([]);
    expect(boundaryProblems([0.8, 0.9, 1.1, 3])).toEqual([]);
  });
  it('refuses 2 or more than 5 columns', () => {
    const count = [{ field: 'positionBoundaries', message: 'A matrix has 3 to 5 columns.' }];
    expect(boundaryProblems([1])).toEqual(count);
    expect(boundaryProblems([0.7, 0.8, 0.9, 1.1, 1.2])).toEqual(count);
  });
  it('names the boundary that does not increase, or is out of range', () => {
    expect(boundaryProblems([1.1, 0.9])).toEqual([
      { field: 'positionBoundaries.1', message: 'Boundaries must increase from left to right.' },
    ]);
    expect(boundaryProblems([0.9, 0.9])[0]?.message).toBe(MATRIX_MESSAGES.boundariesAscending);
    expect(boundaryProblems([0, 1])).toEqual([
      { field: 'positionBoundaries.0', message: MATRIX_MESSAGES.boundaryRange },
    ]);
    expect(boundaryProblems([0.9, 3.01])[0]?.field).toBe('positionBoundaries.1');
  });
});
