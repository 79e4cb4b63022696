import * as yup from 'yup';
import {
  GUIDELINE_MESSAGES,
  guidelineProblems,
  middleOf,
  normalizeGuideline,
  type Enforcement,
} from '@/lib/guidelines';
import { DEFAULT_BOUNDARIES, MATRIX_MESSAGES } from '@/lib/merit-matrix';
import type { MeritGuideline, MeritGuidelineInput } from '@/api/resources/review-cycles';

/**
 * The merit matrix editor's form: rows of ratings, each with one cell per column, the
 * boundaries between the columns, the over-budget policy and the review period, all as typed text.
 * Its rules are src/lib's (guidelineProblems), so the editor and the mock give the same messages;
 * a blank midpoint is the middle of the range, as the contract reads an absent one.
 */

export const FORM_MESSAGES = {
  percent: 'Enter a percent from 0 to 100.',
  rating: 'Enter a rating from 0 to 100.',
  boundary: 'Enter a compa-ratio.',
  midpoint: 'Enter a percent, or leave it blank for the middle.',
  date: 'Enter a date.',
} as const;

const cellSchema = yup.object({
  minPercent: yup.string().default(''),
  midPercent: yup.string().default(''),
  maxPercent: yup.string().default(''),
  enforcement: yup.mixed<Enforcement>().oneOf(['soft', 'hard']).default('soft'),
});

const rowSchema = yup.object({
  rating: yup.string().default(''),
  cells: yup.array(cellSchema).default([]),
});

const matrixShape = yup.object({
  columns: yup.number().default(1),
  boundaries: yup.array(yup.string().default('')).default([]),
  rows: yup.array(rowSchema).default([]),
  overBudgetPolicy: yup.mixed<Enforcement>().oneOf(['soft', 'hard']).default('soft'),
  reviewPeriodStart: yup.string().default(''),
  reviewPeriodEnd: yup.string().default(''),
});

export type MatrixFormValues = yup.InferType<typeof matrixShape>;

/** The form's schema: every rule is matrixErrors (src/lib's), each error on its field. */
export const matrixFormSchema = matrixShape.test(
  'matrix-rules',
  'Invalid merit matrix',
  function check(values) {
    const errors = Object.entries(matrixErrors(values)).map(([path, message]) =>
      this.createError({ path, message }),
    );
    return errors.length === 0 ? true : new yup.ValidationError(errors);
  },
);

export type CellText = MatrixFormValues['rows'][number]['cells'][number];

const text = (n: number) => String(n);
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
const blankCell = (): CellText => ({
  minPercent: '',
  midPercent: '',
  maxPercent: '',
  enforcement: 'soft',
});

/** The saved guideline as the form shows it: a row per rating (highest first), a cell per column. */
export function toFormValues(guideline: MeritGuideline): MatrixFormValues {
  const g = normalizeGuideline(guideline);
  const columns = g.positionBoundaries.length + 1;
  const ratings = [...new Set(g.ranges.map((r) => r.rating))].sort((a, b) => b - a);
  return {
    columns,
    boundaries: g.positionBoundaries.map(text),
    rows: ratings.map((rating) => ({
      rating: text(rating),
      cells: Array.from({ length: columns }, (_, column) => {
        const cell = g.ranges.find((r) => r.rating === rating && r.column === column);
        if (!cell) return blankCell();
        return {
          minPercent: text(cell.minPercent),
          // The middle shows as a blank midpoint, which keeps following the range as it is edited.
          midPercent: cell.midPercent === middleOf(cell) ? '' : text(cell.midPercent),
          maxPercent: text(cell.maxPercent),
          enforcement: cell.enforcement,
        };
      }),
    })),
    overBudgetPolicy: g.overBudgetPolicy,
    reviewPeriodStart: g.reviewPeriodStart,
    reviewPeriodEnd: g.reviewPeriodEnd,
  };
}

/** What the form sends (its values must pass matrixErrors first). */
export function toInput(values: MatrixFormValues): MeritGuidelineInput {
  return {
    positionBoundaries: values.boundaries.map(Number),
    ranges: values.rows.flatMap((row) =>
      row.cells.map((cell, column) => ({
        rating: Number(row.rating),
        column,
        minPercent: Number(cell.minPercent),
        ...(cell.midPercent.trim() === '' ? {} : { midPercent: Number(cell.midPercent) }),
        maxPercent: Number(cell.maxPercent),
        enforcement: cell.enforcement,
      })),
    ),
    overBudgetPolicy: values.overBudgetPolicy,
    reviewPeriodStart: values.reviewPeriodStart,
    reviewPeriodEnd: values.reviewPeriodEnd,
  };
}

/**
 * A request field of a 400 (or a shared rule's problem) as the form names it: positionBoundaries.1
 * → boundaries.1, ranges.7.minPercent → rows.2.cells.1.minPercent (cells are sent row by row).
 */
export function formFieldOf(field: string, values: MatrixFormValues): string | null {
  const boundary = /^positionBoundaries\.(\d+)$/.exec(field);
  if (boundary) return `boundaries.${boundary[1]}`;
  const range = /^ranges\.(\d+)\.(\w+)$/.exec(field);
  if (range) {
    const index = Number(range[1]);
    const columns = values.columns;
    const row = Math.floor(index / columns);
    const column = index % columns;
    if (range[2] === 'rating') return `rows.${row}.rating`;
    if (range[2] === 'column') return null;
    return `rows.${row}.cells.${column}.${range[2]}`;
  }
  return field === 'reviewPeriodStart' || field === 'reviewPeriodEnd' ? field : null;
}

const isPercent = (n: number) => Number.isFinite(n) && n >= 0 && n <= 100;

/**
 * Every error of the form, on its field: numbers first (a percent from 0 to 100, a rating, a
 * compa-ratio), then the shared rules (boundaries, min ≤ mid ≤ max, each rating once, the period).
 */
export function matrixErrors(values: MatrixFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  values.boundaries.forEach((b, i) => {
    if (!Number.isFinite(numberOf(b))) errors[`boundaries.${i}`] = FORM_MESSAGES.boundary;
  });
  values.rows.forEach((row, r) => {
    if (!isPercent(numberOf(row.rating))) errors[`rows.${r}.rating`] = FORM_MESSAGES.rating;
    row.cells.forEach((cell, c) => {
      const at = `rows.${r}.cells.${c}`;
      if (!isPercent(numberOf(cell.minPercent))) errors[`${at}.minPercent`] = FORM_MESSAGES.percent;
      if (!isPercent(numberOf(cell.maxPercent))) errors[`${at}.maxPercent`] = FORM_MESSAGES.percent;
      if (cell.midPercent.trim() !== '' && !isPercent(numberOf(cell.midPercent)))
        errors[`${at}.midPercent`] = FORM_MESSAGES.midpoint;
    });
  });
  if (!values.reviewPeriodStart) errors.reviewPeriodStart = FORM_MESSAGES.date;
  if (!values.reviewPeriodEnd) errors.reviewPeriodEnd = FORM_MESSAGES.date;
  if (Object.keys(errors).length > 0) return errors;

  for (const problem of guidelineProblems(toInput(values))) {
    const field = formFieldOf(problem.field, values);
    if (!field || errors[field]) continue;
    // In the editor a row is a rating: a rating twice is the row, not its cells.
    errors[field] =
      problem.message === MATRIX_MESSAGES.duplicateCell
        ? GUIDELINE_MESSAGES.duplicateRating
        : problem.message;
  }
  return errors;
}

/** The form's values, or null while they cannot be priced (the cost preview waits). */
export function priceableInput(values: MatrixFormValues): MeritGuidelineInput | null {
  if (values.rows.length === 0) return null;
  return Object.keys(matrixErrors(values)).length === 0 ? toInput(values) : null;
}

/**
 * The form with `columns` columns: the default boundaries for that count, and each row's cells
 * spread over the new columns from the nearest old ones (a one-column guideline becomes a matrix
 * whose every column starts from its range, so nothing typed is lost on the way).
 */
export function resizeColumns(values: MatrixFormValues, columns: number): MatrixFormValues {
  const from = values.columns;
  const source = (c: number) => (from === 1 ? 0 : Math.round((c * (from - 1)) / (columns - 1)));
  return {
    ...values,
    columns,
    boundaries: (DEFAULT_BOUNDARIES[columns] ?? []).map(text),
    rows: values.rows.map((row) => ({
      ...row,
      cells:
        columns === 1
          ? [{ ...(row.cells[Math.floor(from / 2)] ?? blankCell()) }]
          : Array.from({ length: columns }, (_, c) => ({
              ...(row.cells[source(c)] ?? blankCell()),
            })),
    })),
  };
}

/** A new row below the others: the next rating down (blank below 1), empty cells. */
export function addRow(values: MatrixFormValues): MatrixFormValues {
  const ratings = values.rows.map((r) => numberOf(r.rating)).filter(Number.isFinite);
  const lowest = ratings.length ? Math.min(...ratings) : 6;
  const rating = lowest > 1 ? text(Math.ceil(lowest) - 1) : '';
  return {
    ...values,
    rows: [...values.rows, { rating, cells: Array.from({ length: values.columns }, blankCell) }],
  };
}

/** Whether going to `columns` drops cells someone typed (the editor asks first). */
export function resizeLosesCells(values: MatrixFormValues, columns: number): boolean {
  if (columns >= values.columns) return false;
  const kept = new Set(
    resizeColumns(values, columns).rows.flatMap((row) => row.cells.map((c) => JSON.stringify(c))),
  );
  return values.rows.some((row) =>
    row.cells.some(
      (c) =>
        (c.minPercent !== '' || c.maxPercent !== '' || c.midPercent !== '') &&
        !kept.has(JSON.stringify(c)),
    ),
  );
}

/** Whether the matrix being edited holds any rating (copying another over it replaces them). */
export function hasRatings(values: MatrixFormValues): boolean {
  return values.rows.length > 0;
}

/**
 * The form filled with another cycle's matrix: its columns, boundaries, ratings, cells and
 * over-budget policy. The review period stays this cycle's: it is the year this cycle reviews.
 */
export function copyMatrixFrom(values: MatrixFormValues, source: MeritGuideline): MatrixFormValues {
  return {
    ...toFormValues(source),
    reviewPeriodStart: values.reviewPeriodStart,
    reviewPeriodEnd: values.reviewPeriodEnd,
  };
}
