import { isLargeChange, largeChangeMessage } from './amount-limits';
import {
  boundaryProblems,
  columnCount,
  columnFor,
  columnLabel,
  compaText,
  MATRIX_MESSAGES,
  type MatrixProblem,
} from './merit-matrix';
import { formatMoney } from './money';

/**
 * Merit guidelines and guardrails of a review cycle, its merit matrix:
 * which increase-percent cell applies to a participant (their rating's row,
 * their compa-ratio column: src/lib/merit-matrix.ts), its proration for employees hired during the
 * review period, whether a recommendation is outside it or over its team pool, and pay
 * compression. Shared by the mock (which enforces hard rules and computes the table flags) and the
 * screens.
 */

export type Enforcement = 'soft' | 'hard';

/**
 * One cell of the matrix: ratings from `rating` up to the next row's rating, in compa-ratio column
 * `column`, get this range. A guideline saved before the matrix has neither `column` (read as 0)
 * nor `midPercent` (read as the middle of the range).
 */
export interface GuidelineRange {
  rating: number;
  column?: number;
  minPercent: number;
  midPercent?: number;
  maxPercent: number;
  enforcement: Enforcement;
}

/** A cell with every field: what the mock stores and answers. */
export type GuidelineCell = Required<GuidelineRange>;

export interface MeritGuidelineLike {
  /** Ascending compa-ratios between the columns; absent or [] for the one-column guideline. */
  positionBoundaries?: readonly number[];
  ranges: readonly GuidelineRange[];
  overBudgetPolicy: Enforcement;
  reviewPeriodStart: string;
  reviewPeriodEnd: string;
}

/** What finding a cell needs of a guideline. */
export type MatrixLike = Pick<MeritGuidelineLike, 'positionBoundaries' | 'ranges'>;

export type ParticipantFlag =
  'outside_guideline' | 'large_change' | 'over_budget' | 'pay_compression' | 'no_rating';

export const FLAG_LABELS: Record<ParticipantFlag, string> = {
  outside_guideline: 'Outside guideline',
  large_change: 'Large change',
  over_budget: 'Over budget',
  pay_compression: 'Pay compression',
  no_rating: 'No rating yet',
};

/** Share of a peer's salary within which a new salary counts as compressed (5%). */
export const COMPRESSION_SHARE = 0.05;

const round2 = (n: number) => Math.round(n * 100) / 100;
const pct = (n: number) => `${n.toFixed(2)}%`;

/** A range as a message names it: its bounds and, when known, its cell. */
export interface NamedRange {
  minPercent: number;
  maxPercent: number;
  /** The row's rating. */
  rating?: number;
  /** 'compa-ratio 0.90–1.00'; null in a one-column guideline. */
  compa?: string | null;
}

/** ' for rating 4, compa-ratio 0.90–1.00' (' for rating 4' with one column; '' unnamed). */
const cellSuffix = (range: NamedRange) =>
  range.rating === undefined
    ? ''
    : ` for rating ${range.rating}${range.compa ? `, ${range.compa}` : ''}`;

export const GUIDELINE_MESSAGES = {
  justificationRequired: 'A justification is required for a recommendation outside the guideline.',
  outsideSoft: (percent: number, range: NamedRange) =>
    `An increase of ${pct(percent)} is outside the guideline range ${pct(range.minPercent)}–${pct(range.maxPercent)}${cellSuffix(range)}.`,
  outsideHard: (percent: number, range: NamedRange) =>
    `An increase of ${pct(percent)} is outside the hard guideline range ${pct(range.minPercent)}–${pct(range.maxPercent)}${cellSuffix(range)}: only an admin override can let it through.`,
  overBudgetHard: (overrun: string) =>
    `Over the team pool by ${overrun}: the cycle's budget is hard, only an admin override can let it through.`,
  overrideAdminOnly: 'Only an admin can override the guideline.',
  rangeOrder: 'The minimum cannot exceed the maximum.',
  rangeNegative: 'A percent cannot be negative.',
  duplicateRating: 'Each rating appears once.',
  periodOrder: 'The review period must end after it starts.',
} as const;

/** The middle of a range (2 decimals): a cell's midpoint when none was set. */
export const middleOf = (range: Pick<GuidelineRange, 'minPercent' | 'maxPercent'>) =>
  round2((range.minPercent + range.maxPercent) / 2);

/** A cell with its column (0 when absent) and midpoint (the middle when absent). */
export function normalizeRange(range: GuidelineRange): GuidelineCell {
  return {
    rating: range.rating,
    column: range.column ?? 0,
    minPercent: range.minPercent,
    midPercent: range.midPercent ?? middleOf(range),
    maxPercent: range.maxPercent,
    enforcement: range.enforcement,
  };
}

/**
 * A guideline as the matrix reads it: boundaries ([] when absent) and every cell whole. A
 * guideline saved before the matrix becomes the one-column matrix it always meant.
 */
export function normalizeGuideline<T extends MeritGuidelineLike>(
  guideline: T,
): Omit<T, 'positionBoundaries' | 'ranges'> & {
  positionBoundaries: number[];
  ranges: GuidelineCell[];
} {
  return {
    ...guideline,
    positionBoundaries: [...(guideline.positionBoundaries ?? [])],
    ranges: guideline.ranges.map(normalizeRange),
  };
}

/**
 * The row a rating reads: the highest row rating at or below it (a 3.5 reads the 3 row); null
 * without a rating or when the rating is below every row.
 */
export function rowFor(
  ranges: readonly Pick<GuidelineRange, 'rating'>[],
  rating: number | null | undefined,
): number | null {
  if (rating === null || rating === undefined || !Number.isFinite(rating)) return null;
  let best: number | null = null;
  for (const range of ranges) {
    if (range.rating <= rating && (best === null || range.rating > best)) best = range.rating;
  }
  return best;
}

/**
 * The cell of a participant: their rating's row (rowFor) in their compa-ratio column (columnFor:
 * the compa-ratio before the change; without one the column holding 1.00). Null without a row, or
 * when the row has no cell in that column.
 */
export function cellFor(
  guideline: MatrixLike,
  rating: number | null | undefined,
  compaRatio: number | null | undefined,
): GuidelineCell | null {
  const row = rowFor(guideline.ranges, rating);
  if (row === null) return null;
  const column = columnFor(compaRatio, guideline.positionBoundaries ?? []);
  const cell = guideline.ranges.find((r) => r.rating === row && (r.column ?? 0) === column);
  return cell ? normalizeRange(cell) : null;
}

const monthIndex = (isoDate: string) => {
  const [y, m] = isoDate.slice(0, 10).split('-').map(Number);
  return y * 12 + (m - 1);
};
const dayOf = (isoDate: string) => Number(isoDate.slice(8, 10));

export interface Proration {
  /** Months worked in the review period. */
  months: number;
  /** Calendar months of the review period. */
  totalMonths: number;
  /** months / totalMonths (1 when not prorated). */
  factor: number;
  prorated: boolean;
}

/**
 * Proration by months of service: the review period's calendar months from the hire month to the
 * end month, the hire month counting only when hired on or before its 15th. Employees hired before
 * the period (or without a hire date) are not prorated; hired after it, 0 months.
 */
export function prorationFor(
  hireDate: string | null | undefined,
  period: { start: string; end: string },
): Proration {
  const totalMonths = Math.max(1, monthIndex(period.end) - monthIndex(period.start) + 1);
  const full = { months: totalMonths, totalMonths, factor: 1, prorated: false };
  if (!hireDate || hireDate.slice(0, 10) <= period.start.slice(0, 10)) return full;
  if (hireDate.slice(0, 10) > period.end.slice(0, 10)) {
    return { months: 0, totalMonths, factor: 0, prorated: true };
  }
  const firstMonth = monthIndex(hireDate) + (dayOf(hireDate) <= 15 ? 0 : 1);
  const months = Math.max(0, Math.min(totalMonths, monthIndex(period.end) - firstMonth + 1));
  if (months >= totalMonths) return full;
  return { months, totalMonths, factor: months / totalMonths, prorated: true };
}

export interface AppliedRange extends GuidelineCell {
  proration: Proration;
  /** The cell before proration. */
  base: Pick<GuidelineCell, 'minPercent' | 'midPercent' | 'maxPercent'>;
  /** The column's name ('0.90–1.00', 'Below 0.90'; 'All positions' with one column). */
  columnLabel: string;
  /** How messages name the column ('compa-ratio 0.90–1.00'); null with one column. */
  compa: string | null;
  /** The guideline's number of columns. */
  columns: number;
}

/**
 * The participant's cell (cellFor), its minimum, midpoint and maximum prorated (2 decimals) for a
 * hire during the review period; null when no cell applies.
 */
export function appliedRange(
  guideline: MatrixLike & Pick<MeritGuidelineLike, 'reviewPeriodStart' | 'reviewPeriodEnd'>,
  rating: number | null | undefined,
  compaRatio: number | null | undefined,
  hireDate: string | null | undefined,
): AppliedRange | null {
  const cell = cellFor(guideline, rating, compaRatio);
  if (!cell) return null;
  const boundaries = guideline.positionBoundaries ?? [];
  const proration = prorationFor(hireDate, {
    start: guideline.reviewPeriodStart,
    end: guideline.reviewPeriodEnd,
  });
  return {
    ...cell,
    minPercent: round2(cell.minPercent * proration.factor),
    midPercent: round2(cell.midPercent * proration.factor),
    maxPercent: round2(cell.maxPercent * proration.factor),
    base: { minPercent: cell.minPercent, midPercent: cell.midPercent, maxPercent: cell.maxPercent },
    proration,
    columnLabel: columnLabel(boundaries, cell.column),
    compa: compaText(boundaries, cell.column),
    columns: columnCount(boundaries),
  };
}

/**
 * The midpoint of a range (2 decimals): what the recommendation form pre-fills and calibration
 * re-prices to. A cell's own midpoint (prorated in an applied range), else the middle.
 */
export const midpoint = (
  range: Pick<GuidelineRange, 'minPercent' | 'maxPercent' | 'midPercent'>,
) => (range.midPercent !== undefined ? round2(range.midPercent) : middleOf(range));

/** How the form states the rule, e.g. 'Prorated 7/12 months: 2.33%–3.50%'. */
export function describeRange(range: AppliedRange): string {
  const bounds = `${pct(range.minPercent)}–${pct(range.maxPercent)}`;
  return range.proration.prorated
    ? `Prorated ${range.proration.months}/${range.proration.totalMonths} months: ${bounds}`
    : bounds;
}

/** The increase as a percent of the current salary (2 decimals); null without a salary. */
export function increasePercentOf(increase: number, currentSalary: number | null): number | null {
  if (!currentSalary || currentSalary <= 0) return null;
  return round2((increase / currentSalary) * 100);
}

/** Whether a percent (2 decimals) falls outside a range. */
export function isOutsideRange(
  percent: number,
  range: Pick<GuidelineRange, 'minPercent' | 'maxPercent'>,
): boolean {
  const p = round2(percent);
  return p < range.minPercent || p > range.maxPercent;
}

/**
 * Pay compression: the new salary is within 5% of a peer's salary in the same position
 * (|new − peer| ≤ 5% of the peer's), or at or above the manager's salary.
 */
export function isPayCompressed(
  newSalary: number,
  peerSalaries: readonly number[],
  managerSalary: number | null | undefined,
): boolean {
  if (managerSalary != null && managerSalary > 0 && newSalary >= managerSalary) return true;
  return peerSalaries.some(
    (peer) => peer > 0 && Math.abs(newSalary - peer) <= round2(peer * COMPRESSION_SHARE),
  );
}

/** The default review period: the 12 calendar months ending with the month of the cycle's end. */
export function defaultReviewPeriod(cycleEndDate: string): {
  reviewPeriodStart: string;
  reviewPeriodEnd: string;
} {
  const startIndex = monthIndex(cycleEndDate) - 11;
  const month = String((startIndex % 12) + 1).padStart(2, '0');
  return {
    reviewPeriodStart: `${Math.floor(startIndex / 12)}-${month}-01`,
    reviewPeriodEnd: cycleEndDate.slice(0, 10),
  };
}

export type Breach = 'none' | Enforcement;

export interface GuardrailInput {
  /** The applied cell (null: no guideline cell for this participant, nothing to check). */
  range: Pick<GuidelineRange, 'minPercent' | 'maxPercent' | 'enforcement'> | null;
  /** Increase percent of the recommendation; null without a salary change. */
  increasePercent: number | null;
  /** How far the recommendation takes the team pools past their allocation (0: within). */
  overrun: number;
  overBudgetPolicy: Enforcement;
  /**
   * Whether the increase is outside `range`, where the caller judges it (a promotion's guideline,
   * whose band minimum is compared in cents: src/lib/promotions); absent, the percent is compared.
   */
  outside?: boolean;
}

export interface GuardrailResult {
  guideline: Breach;
  budget: Breach;
  /** An increase above LARGE_CHANGE_PERCENT with no guideline cell covering it (amount-limits). */
  large: boolean;
  /** soft: a justification lets it through; hard: an admin override with a justification. */
  needs: Breach;
}

/** Which guardrails a recommendation breaks and what it takes to let it through. */
export function evaluateGuardrails(input: GuardrailInput): GuardrailResult {
  const outside =
    input.outside ??
    (input.increasePercent !== null &&
      input.range !== null &&
      isOutsideRange(input.increasePercent, input.range));
  const guideline: Breach = input.range && outside ? input.range.enforcement : 'none';
  const budget: Breach = input.overrun > 0 ? input.overBudgetPolicy : 'none';
  const large = isLargeChange(input.increasePercent, input.range !== null);
  const needs: Breach =
    guideline === 'hard' || budget === 'hard' || large
      ? 'hard'
      : guideline === 'soft' || budget === 'soft'
        ? 'soft'
        : 'none';
  return { guideline, budget, large, needs };
}

/** The message for a breach, for the form and the mock's refusals; a range's cell is named. */
export function breachMessage(
  result: GuardrailResult,
  increasePercent: number | null,
  range: NamedRange | null,
  overrun: number,
  currency = 'USD',
): string | null {
  if (result.guideline === 'hard' && range && increasePercent !== null) {
    return GUIDELINE_MESSAGES.outsideHard(increasePercent, range);
  }
  if (result.large && increasePercent !== null) return largeChangeMessage(increasePercent);
  if (result.budget === 'hard')
    return GUIDELINE_MESSAGES.overBudgetHard(formatMoney(overrun, currency));
  if (result.guideline === 'soft' && range && increasePercent !== null) {
    return GUIDELINE_MESSAGES.outsideSoft(increasePercent, range);
  }
  if (result.budget === 'soft') return `Over the team pool by ${formatMoney(overrun, currency)}.`;
  return null;
}

/**
 * What a submission needs to pass: nothing; a justification (soft breach); or an admin override
 * with a justification (hard breach). Returns the refusal, or null when it passes.
 */
export function guardrailRefusal(
  result: GuardrailResult,
  submission: { justification: string; adminOverride: boolean; isAdmin: boolean },
): 'justification' | 'override' | 'admin_only' | null {
  if (submission.adminOverride && !submission.isAdmin) return 'admin_only';
  if (result.needs === 'none') return null;
  if (result.needs === 'hard' && !submission.adminOverride) return 'override';
  return submission.justification.trim() === '' ? 'justification' : null;
}

/**
 * Every problem of a guideline as entered, each on its request field (empty when valid): the
 * review period, the boundaries (merit-matrix), then each cell: percents, midpoint, column,
 * duplicates. One column keeps the rating-only message ('Each rating appears once.').
 */
export function guidelineProblems(guideline: MeritGuidelineLike): MatrixProblem[] {
  const problems: MatrixProblem[] = [];
  if (guideline.reviewPeriodEnd.slice(0, 10) <= guideline.reviewPeriodStart.slice(0, 10)) {
    problems.push({ field: 'reviewPeriodEnd', message: GUIDELINE_MESSAGES.periodOrder });
  }
  const boundaries = guideline.positionBoundaries ?? [];
  problems.push(...boundaryProblems(boundaries));
  const columns = columnCount(boundaries);
  const seen = new Set<string>();
  guideline.ranges.forEach((range, i) => {
    const at = (field: string, message: string) =>
      problems.push({ field: `ranges.${i}.${field}`, message });
    const column = range.column ?? 0;
    if (range.minPercent < 0) at('minPercent', GUIDELINE_MESSAGES.rangeNegative);
    else if (range.maxPercent < 0) at('maxPercent', GUIDELINE_MESSAGES.rangeNegative);
    else if (range.minPercent > range.maxPercent) at('minPercent', GUIDELINE_MESSAGES.rangeOrder);
    else if (
      range.midPercent !== undefined &&
      !(range.midPercent >= range.minPercent && range.midPercent <= range.maxPercent)
    ) {
      at('midPercent', MATRIX_MESSAGES.midWithin);
    }
    if (!Number.isInteger(column) || column < 0 || column >= columns) {
      at('column', MATRIX_MESSAGES.cellColumn);
    }
    const key = `${range.rating}:${column}`;
    if (seen.has(key)) {
      at(
        'rating',
        columns > 1 ? MATRIX_MESSAGES.duplicateCell : GUIDELINE_MESSAGES.duplicateRating,
      );
    }
    seen.add(key);
  });
  return problems;
}
