// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MeritGuideline } from '@/api/resources/review-cycles';
import {
  addRow,
  copyMatrixFrom,
  formFieldOf,
  hasRatings,
  matrixErrors,
  matrixFormSchema,
  priceableInput,
  resizeColumns,
  resizeLosesCells,
  toFormValues,
  toInput,
} from './matrix-form';

const legacy: MeritGuideline = {
  cycleId: 'c1',
  positionBoundaries: [],
  ranges: [
    { rating: 5, column: 0, minPercent: 5, midPercent: 6.5, maxPercent: 8, enforcement: 'hard' },
    { rating: 4, column: 0, minPercent: 3.5, midPercent: 4, maxPercent: 5.5, enforcement: 'soft' },
  ],
  overBudgetPolicy: 'soft',
  reviewPeriodStart: '2025-01-01',
  reviewPeriodEnd: '2025-12-31',
  updatedAt: null,
};

describe('the matrix form', () => {
  it('shows a one-column guideline as rows of one cell, a midpoint at the middle as blank', () => {
    const values = toFormValues(legacy);
    expect(values.columns).toBe(1);
    expect(values.rows).toEqual([
      {
        rating: '5',
        cells: [{ minPercent: '5', midPercent: '', maxPercent: '8', enforcement: 'hard' }],
      },
      {
        rating: '4',
        cells: [{ minPercent: '3.5', midPercent: '4', maxPercent: '5.5', enforcement: 'soft' }],
      },
    ]);
    // Sent back, the blank midpoint is left out (the middle) and the set one kept.
    expect(toInput(values).ranges).toEqual([
      { rating: 5, column: 0, minPercent: 5, maxPercent: 8, enforcement: 'hard' },
      {
        rating: 4,
        column: 0,
        minPercent: 3.5,
        midPercent: 4,
        maxPercent: 5.5,
        enforcement: 'soft',
      },
    ]);
  });

  it('turns one column into three without losing a range, and asks before dropping a column', () => {
    const three = resizeColumns(toFormValues(legacy), 3);
    expect(three.boundaries).toEqual(['0.9', '1.1']);
    expect(three.rows[0]!.cells.map((c) => c.maxPercent)).toEqual(['8', '8', '8']);
    const edited = {
      ...three,
      rows: three.rows.map((row) => ({
        ...row,
        cells: row.cells.map((c, i) => ({ ...c, maxPercent: String(8 - i) })),
      })),
    };
    expect(resizeLosesCells(edited, 1)).toBe(true);
    expect(resizeLosesCells(three, 1)).toBe(false);
    expect(resizeLosesCells(edited, 4)).toBe(false);
    // Five columns back to three keep the outer two and the middle one.
    const five = resizeColumns(edited, 5);
    expect(resizeColumns(five, 3).rows[0]!.cells.map((c) => c.maxPercent)).toEqual(['8', '7', '6']);
  });

  it('adds the next rating down with empty cells', () => {
    const values = addRow(resizeColumns(toFormValues(legacy), 3));
    expect(values.rows.at(-1)).toEqual({
      rating: '3',
      cells: Array.from({ length: 3 }, () => ({
        minPercent: '',
        midPercent: '',
        maxPercent: '',
        enforcement: 'soft',
      })),
    });
    expect(priceableInput(values)).toBeNull();
  });

  it('puts the shared rules on their fields', () => {
    const three = resizeColumns(toFormValues(legacy), 3);
    const cell = (patch: object) => ({
      ...three,
      rows: [
        {
          ...three.rows[0]!,
          cells: [
            three.rows[0]!.cells[0]!,
            { ...three.rows[0]!.cells[1]!, ...patch },
            three.rows[0]!.cells[2]!,
          ],
        },
      ],
    });
    expect(matrixErrors(cell({ midPercent: '9' }))).toEqual({
      'rows.0.cells.1.midPercent': 'The midpoint must lie within the range.',
    });
    expect(matrixErrors(cell({ minPercent: '9' }))).toEqual({
      'rows.0.cells.1.minPercent': 'The minimum cannot exceed the maximum.',
    });
    expect(matrixErrors(cell({ maxPercent: '' }))).toEqual({
      'rows.0.cells.1.maxPercent': 'Enter a percent from 0 to 100.',
    });
    expect(matrixErrors({ ...three, boundaries: ['1.1', '0.9'] })).toEqual({
      'boundaries.1': 'Boundaries must increase from left to right.',
    });
    expect(matrixErrors({ ...three, rows: [three.rows[0]!, three.rows[0]!] })).toEqual({
      'rows.1.rating': 'Each rating appears once.',
    });
    expect(matrixErrors({ ...three, reviewPeriodEnd: '2024-12-31' })).toEqual({
      reviewPeriodEnd: 'The review period must end after it starts.',
    });
  });

  it('lets yup report the same errors to formik', async () => {
    const three = resizeColumns(toFormValues(legacy), 3);
    await expect(
      matrixFormSchema.validate({ ...three, boundaries: ['1.1', '0.9'] }, { abortEarly: false }),
    ).rejects.toMatchObject({ inner: [{ path: 'boundaries.1' }] });
  });

  it("names a 400's fields as the form does (cells are sent row by row)", () => {
    const three = resizeColumns(toFormValues(legacy), 3);
    expect(formFieldOf('ranges.4.midPercent', three)).toBe('rows.1.cells.1.midPercent');
    expect(formFieldOf('ranges.3.rating', three)).toBe('rows.1.rating');
    expect(formFieldOf('positionBoundaries.0', three)).toBe('boundaries.0');
    expect(formFieldOf('reviewPeriodEnd', three)).toBe('reviewPeriodEnd');
    expect(formFieldOf('ranges', three)).toBeNull();
  });
});

describe("copying another cycle's matrix", () => {
  const threeColumns: MeritGuideline = {
    cycleId: 'c2',
    positionBoundaries: [0.9, 1.1],
    ranges: [0, 1, 2].map((column) => ({
      rating: 5,
      column,
      minPercent: 7 - column,
      midPercent: 8 - column,
      maxPercent: 10 - column,
      enforcement: 'hard' as const,
    })),
    overBudgetPolicy: 'hard',
    reviewPeriodStart: '2026-01-01',
    reviewPeriodEnd: '2026-12-31',
    updatedAt: '2026-01-05T09:00:00Z',
  };
  const empty = toFormValues({ ...legacy, ranges: [], reviewPeriodStart: '2027-02-01' });

  it('takes its columns, boundaries, ratings, cells and over-budget policy', () => {
    const copied = copyMatrixFrom(empty, threeColumns);
    expect(copied.columns).toBe(3);
    expect(copied.boundaries).toEqual(['0.9', '1.1']);
    expect(copied.rows.map((r) => r.rating)).toEqual(['5']);
    expect(copied.rows[0]!.cells.map((c) => [c.minPercent, c.maxPercent])).toEqual([
      ['7', '10'],
      ['6', '9'],
      ['5', '8'],
    ]);
    expect(copied.overBudgetPolicy).toBe('hard');
    expect(toInput(copied).ranges).toEqual(threeColumns.ranges);
  });

  it("keeps this cycle's review period", () => {
    const copied = copyMatrixFrom(empty, threeColumns);
    expect([copied.reviewPeriodStart, copied.reviewPeriodEnd]).toEqual([
      '2027-02-01',
      '2025-12-31',
    ]);
  });

  it('replaces what the matrix held (the editor asks first when it holds a rating)', () => {
    const own = toFormValues(legacy);
    expect(hasRatings(own)).toBe(true);
    expect(hasRatings(empty)).toBe(false);
    expect(copyMatrixFrom(own, threeColumns).rows).toHaveLength(1);
  });
});
