import { AMOUNT_MESSAGES, isLargeChange } from './amount-limits';
import { formatMoney } from './money';

/**
 * Merit guidelines and guardrails of a review cycle (issue 11 "Guidelines and guardrails"): which
 * increase-percent range applies to a rating, its proration for employees hired during the review
 * period, whether a recommendation is outside it or over its team pool, and pay compression.
 * Shared by the mock (which enforces hard rules and computes the table flags) and the screens.
 *
 * Position in band is not part of the model (employees have a position name, no salary bands), so
 * the matrix has one dimension: the performance rating.
 */

export type Enforcement = 'soft' | 'hard';

/** One row of the matrix: ratings from `rating` up to the next row's rating get this range. */
export interface GuidelineRange {
  rating: number;
  minPercent: number;
  maxPercent: number;
  enforcement: Enforcement;
}

export interface MeritGuidelineLike {
  ranges: readonly GuidelineRange[];
  overBudgetPolicy: Enforcement;
  reviewPeriodStart: string;
  reviewPeriodEnd: string;
}

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

export const GUIDELINE_MESSAGES = {
  justificationRequired: 'A justification is required for a recommendation outside the guideline.',
  outsideSoft: (percent: number, range: Pick<GuidelineRange, 'minPercent' | 'maxPercent'>) =>
    `An increase of ${pct(percent)} is outside the guideline range ${pct(range.minPercent)}–${pct(range.maxPercent)}.`,
  outsideHard: (percent: number, range: Pick<GuidelineRange, 'minPercent' | 'maxPercent'>) =>
    `An increase of ${pct(percent)} is outside the hard guideline range ${pct(range.minPercent)}–${pct(range.maxPercent)}: only an admin override can let it through.`,
  overBudgetHard: (overrun: string) =>
    `Over the team pool by ${overrun}: the cycle's budget is hard, only an admin override can let it through.`,
  overrideAdminOnly: 'Only an admin can override the guideline.',
  rangeOrder: 'The minimum cannot exceed the maximum.',
  rangeNegative: 'A percent cannot be negative.',
  duplicateRating: 'Each rating appears once.',
  periodOrder: 'The review period must end after it starts.',
} as const;

/**
 * The range for a rating: the row with the highest `rating` at or below it (a 3.5 reads the 3 row);
 * null without a rating or when the rating is below every row.
 */
export function rangeForRating(
  ranges: readonly GuidelineRange[],
  rating: number | null | undefined,
): GuidelineRange | null {
  if (rating === null || rating === undefined || !Number.isFinite(rating)) return null;
  let best: GuidelineRange | null = null;
  for (const range of ranges) {
    if (range.rating <= rating && (!best || range.rating > best.rating)) best = range;
  }
  return best;
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

export interface AppliedRange extends GuidelineRange {
  proration: Proration;
  /** The range before proration. */
  base: Pick<GuidelineRange, 'minPercent' | 'maxPercent'>;
}

/** The rating's range, prorated (bounds to 2 decimals); null when no range applies. */
export function appliedRange(
  guideline: Pick<MeritGuidelineLike, 'ranges' | 'reviewPeriodStart' | 'reviewPeriodEnd'>,
  rating: number | null | undefined,
  hireDate: string | null | undefined,
): AppliedRange | null {
  const range = rangeForRating(guideline.ranges, rating);
  if (!range) return null;
  const proration = prorationFor(hireDate, {
    start: guideline.reviewPeriodStart,
    end: guideline.reviewPeriodEnd,
  });
  return {
    ...range,
    minPercent: round2(range.minPercent * proration.factor),
    maxPercent: round2(range.maxPercent * proration.factor),
    base: { minPercent: range.minPercent, maxPercent: range.maxPercent },
    proration,
  };
}

/** The midpoint of a range (2 decimals): what the recommendation form pre-fills. */
export const midpoint = (range: Pick<GuidelineRange, 'minPercent' | 'maxPercent'>) =>
  round2((range.minPercent + range.maxPercent) / 2);

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
  /** The applied range (null: no guideline for this rating, nothing to check). */
  range: Pick<GuidelineRange, 'minPercent' | 'maxPercent' | 'enforcement'> | null;
  /** Increase percent of the recommendation; null without a salary change. */
  increasePercent: number | null;
  /** How far the recommendation takes the team pools past their allocation (0: within). */
  overrun: number;
  overBudgetPolicy: Enforcement;
}

export interface GuardrailResult {
  guideline: Breach;
  budget: Breach;
  /** An increase above LARGE_CHANGE_PERCENT with no guideline range covering it (amount-limits). */
  large: boolean;
  /** soft: a justification lets it through; hard: an admin override with a justification. */
  needs: Breach;
}

/** Which guardrails a recommendation breaks and what it takes to let it through. */
export function evaluateGuardrails(input: GuardrailInput): GuardrailResult {
  const guideline: Breach =
    input.range &&
    input.increasePercent !== null &&
    isOutsideRange(input.increasePercent, input.range)
      ? input.range.enforcement
      : 'none';
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

/** The message for a breach, for the form and the mock's refusals. */
export function breachMessage(
  result: GuardrailResult,
  increasePercent: number | null,
  range: Pick<GuidelineRange, 'minPercent' | 'maxPercent'> | null,
  overrun: number,
  currency = 'USD',
): string | null {
  if (result.guideline === 'hard' && range && increasePercent !== null) {
    return GUIDELINE_MESSAGES.outsideHard(increasePercent, range);
  }
  if (result.large && increasePercent !== null) return AMOUNT_MESSAGES.largeChange(increasePercent);
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

/** Problems with a guideline as entered (null when it is valid). */
export function guidelineError(guideline: MeritGuidelineLike): string | null {
  if (guideline.reviewPeriodEnd.slice(0, 10) <= guideline.reviewPeriodStart.slice(0, 10)) {
    return GUIDELINE_MESSAGES.periodOrder;
  }
  const seen = new Set<number>();
  for (const range of guideline.ranges) {
    if (range.minPercent < 0 || range.maxPercent < 0) return GUIDELINE_MESSAGES.rangeNegative;
    if (range.minPercent > range.maxPercent) return GUIDELINE_MESSAGES.rangeOrder;
    if (seen.has(range.rating)) return GUIDELINE_MESSAGES.duplicateRating;
    seen.add(range.rating);
  }
  return null;
}
