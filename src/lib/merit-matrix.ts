/**
 * The columns of the merit matrix: positions in the pay band by compa-ratio. The rows
 * are ratings (src/lib/guidelines.ts); this file knows only the column geometry: the boundaries
 * between columns, which column a compa-ratio falls in and what each column is called. Shared by
 * the mock (guardrails, flags, calibration, the cost preview) and the screens (editor, form).
 */

export const MATRIX_MESSAGES = {
  columnCount: 'A matrix has 3 to 5 columns.',
  boundaryRange: 'Boundaries are compa-ratios above 0 and at most 3.',
  boundariesAscending: 'Boundaries must increase from left to right.',
  cellColumn: 'Each cell belongs to a column of the matrix.',
  midWithin: 'The midpoint must lie within the range.',
  duplicateCell: 'Each cell appears once.',
} as const;

/** Highest boundary: a compa-ratio of 3 is three times the band's midpoint. */
export const MAX_BOUNDARY = 3;

/** The column counts an admin may choose: the one-column guideline or 3 to 5 positions. */
export const COLUMN_CHOICES = [1, 3, 4, 5] as const;

/** Where a new matrix starts: columns centred on the band's midpoint (compa-ratio 1.00). */
export const DEFAULT_BOUNDARIES: Readonly<Record<number, readonly number[]>> = {
  1: [],
  3: [0.9, 1.1],
  4: [0.9, 1, 1.1],
  5: [0.8, 0.9, 1.1, 1.2],
};

/** A participant without a band position is placed as if paid at the midpoint. */
export const NO_POSITION_COMPA = 1;

export const columnCount = (boundaries: readonly number[]) => boundaries.length + 1;

/**
 * The column of a compa-ratio: column i holds boundaries[i-1] (included) up to boundaries[i]
 * (excluded). Without a compa-ratio (no band position), the column holding 1.00.
 */
export function columnFor(
  compaRatio: number | null | undefined,
  boundaries: readonly number[],
): number {
  const value =
    compaRatio === null || compaRatio === undefined || !Number.isFinite(compaRatio)
      ? NO_POSITION_COMPA
      : compaRatio;
  let column = 0;
  for (const boundary of boundaries) if (value >= boundary) column += 1;
  return column;
}

const ratio = (n: number) => n.toFixed(2);

/** 'Below 0.90', '0.90–1.00', 'Above 1.10'; a one-column guideline's only column 'All positions'. */
export function columnLabel(boundaries: readonly number[], column: number): string {
  if (boundaries.length === 0) return 'All positions';
  if (column <= 0) return `Below ${ratio(boundaries[0])}`;
  if (column >= boundaries.length) return `Above ${ratio(boundaries[boundaries.length - 1])}`;
  return `${ratio(boundaries[column - 1])}–${ratio(boundaries[column])}`;
}

export function columnLabels(boundaries: readonly number[]): string[] {
  return Array.from({ length: columnCount(boundaries) }, (_, i) => columnLabel(boundaries, i));
}

/**
 * How a message names a column: 'compa-ratio 0.90–1.00', 'compa-ratio below 0.90'; null for a
 * one-column guideline (the rating alone names the cell).
 */
export function compaText(boundaries: readonly number[], column: number): string | null {
  if (boundaries.length === 0) return null;
  const label = columnLabel(boundaries, column);
  return `compa-ratio ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

export interface MatrixProblem {
  /** The request field, as the 400's details name it (positionBoundaries.1, ranges.3.midPercent). */
  field: string;
  message: string;
}

/** What is wrong with a list of boundaries (empty when valid). */
export function boundaryProblems(boundaries: readonly number[]): MatrixProblem[] {
  if (boundaries.length === 1 || boundaries.length > 4) {
    return [{ field: 'positionBoundaries', message: MATRIX_MESSAGES.columnCount }];
  }
  const problems: MatrixProblem[] = [];
  boundaries.forEach((b, i) => {
    const field = `positionBoundaries.${i}`;
    if (typeof b !== 'number' || !Number.isFinite(b) || b <= 0 || b > MAX_BOUNDARY) {
      problems.push({ field, message: MATRIX_MESSAGES.boundaryRange });
    } else if (i > 0 && !(b > boundaries[i - 1])) {
      problems.push({ field, message: MATRIX_MESSAGES.boundariesAscending });
    }
  });
  return problems;
}
