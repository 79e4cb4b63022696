/**
 * Rules of calibration: participants placed by performance rating, the distribution
 * against target shares, the 9-box grid (performance × potential) and what a move changes. The
 * mock builds the calibration view with these functions and the screen recomputes with the same
 * ones, so the figures agree.
 */

import {
  appliedRange,
  cellFor,
  midpoint,
  type GuidelineCell,
  type MatrixLike,
  type MeritGuidelineLike,
} from './guidelines';
import { proposedSalary, valueFromPercent } from './recommendations';

/** The rating scale of a cycle: whole ratings from min to max (the rating metric's range). */
export interface RatingScale {
  min: number;
  max: number;
}

export interface RatingTarget {
  rating: number;
  /** Target share of the rated participants, in percent (0–100). */
  share: number;
}

/** What calibration needs of a participant. */
export interface CalibrationPerson {
  participantId: string;
  rating: number | null;
  /** Proposed increase of the participant's recommendation; null without one. */
  proposedIncrease: number | null;
  /** Proposed bonus of the participant's recommendation; null without one. */
  proposedBonus: number | null;
  /** A rejected recommendation proposes nothing (as in the budget pools and the report). */
  recommendationStatus?: string | null;
}

const increaseOf = (p: CalibrationPerson) =>
  p.recommendationStatus === 'rejected' ? 0 : (p.proposedIncrease ?? 0);
const bonusOf = (p: CalibrationPerson) =>
  p.recommendationStatus === 'rejected' ? 0 : (p.proposedBonus ?? 0);

export interface DistributionRow {
  /** null: the participants not rated yet. */
  rating: number | null;
  label: string;
  count: number;
  /** Percent of the rated participants (1 decimal); null for the No Rating row. */
  share: number | null;
  /** Target share in percent; null without a target. */
  targetShare: number | null;
  /** share − targetShare (1 decimal); null without a target. */
  difference: number | null;
  /** Sum of the proposed increases of the participants in the row. */
  proposedIncrease: number;
  proposedBonus: number;
}

export const NO_RATING_LABEL = 'No Rating';

export const CALIBRATION_MESSAGES = {
  reasonRequired: 'A reason is required',
  ratingInvalid: (scale: RatingScale) =>
    `Rating must be a whole number from ${scale.min} to ${scale.max}`,
  sameRating: 'The participant already has this rating',
  locked: 'Calibration is locked. An admin must unlock it before ratings can change.',
  noRatingMetric:
    'This cycle has no numeric rating metric in its manager review, so it cannot be calibrated',
  targetRating: (scale: RatingScale) =>
    `Targets must be for ratings from ${scale.min} to ${scale.max}, once each`,
  targetShare: 'Each target share must be from 0 to 100',
  targetSum: (sum: number) => `Target shares must add up to 100% (now ${round1(sum)}%)`,
} as const;

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Whole ratings of the scale, highest first (the order of the columns). */
export function scaleRatings(scale: RatingScale): number[] {
  const ratings: number[] = [];
  for (let r = Math.floor(scale.max); r >= Math.ceil(scale.min); r -= 1) ratings.push(r);
  return ratings;
}

export function isScaleRating(rating: unknown, scale: RatingScale): rating is number {
  return (
    typeof rating === 'number' &&
    Number.isInteger(rating) &&
    rating >= scale.min &&
    rating <= scale.max
  );
}

/**
 * The column a rating belongs in: a rating off the whole scale (3.5, or one recorded before the
 * scale changed) is rounded and clamped to the nearest whole rating; null stays null.
 */
export function columnOf(rating: number | null, scale: RatingScale): number | null {
  if (rating === null) return null;
  return Math.min(Math.floor(scale.max), Math.max(Math.ceil(scale.min), Math.round(rating)));
}

/**
 * Participants per rating of the scale (highest first, every rating even when empty, No Rating
 * last when someone is unrated), each with its share of the rated participants, its target and
 * the difference, and the sums of the proposed increases and bonuses (the budget per rating;
 * rejected recommendations count as zero).
 */
export function calibrationDistribution(
  people: readonly CalibrationPerson[],
  scale: RatingScale,
  targets: readonly RatingTarget[] = [],
): DistributionRow[] {
  const groups = new Map<number | null, CalibrationPerson[]>();
  for (const person of people) {
    const key = columnOf(person.rating, scale);
    groups.set(key, [...(groups.get(key) ?? []), person]);
  }
  const rated = people.filter((p) => p.rating !== null).length;
  const keys: Array<number | null> = scaleRatings(scale);
  if (groups.has(null)) keys.push(null);
  return keys.map((rating) => {
    const group = groups.get(rating) ?? [];
    const share = rating === null ? null : rated ? round1((group.length / rated) * 100) : 0;
    const target = rating === null ? undefined : targets.find((t) => t.rating === rating);
    return {
      rating,
      label: rating === null ? NO_RATING_LABEL : String(rating),
      count: group.length,
      share,
      targetShare: target ? target.share : null,
      difference: target && share !== null ? round1(share - target.share) : null,
      proposedIncrease: round2(group.reduce((sum, p) => sum + increaseOf(p), 0)),
      proposedBonus: round2(group.reduce((sum, p) => sum + bonusOf(p), 0)),
    };
  });
}

/** The people after `participantId` moved to `rating` (a new array; the others unchanged). */
export function applyMove<T extends CalibrationPerson>(
  people: readonly T[],
  participantId: string,
  rating: number,
  recalculate?: (person: T, rating: number) => Partial<T>,
): T[] {
  return people.map((p) =>
    p.participantId === participantId ? { ...p, rating, ...recalculate?.(p, rating) } : p,
  );
}

/** The problems of a move request; empty when it may go ahead. */
export function moveErrors(
  input: { rating: unknown; reason: string | null | undefined; currentRating?: number | null },
  scale: RatingScale,
): { rating?: string; reason?: string } {
  const errors: { rating?: string; reason?: string } = {};
  if (!isScaleRating(input.rating, scale))
    errors.rating = CALIBRATION_MESSAGES.ratingInvalid(scale);
  else if (input.currentRating === input.rating) errors.rating = CALIBRATION_MESSAGES.sameRating;
  if (!input.reason?.trim()) errors.reason = CALIBRATION_MESSAGES.reasonRequired;
  return errors;
}

/**
 * Target shares: ratings of the scale, once each, shares from 0 to 100 adding up to 100. An empty
 * list clears the targets. Returns the first problem, or null.
 */
export function targetsError(targets: readonly RatingTarget[], scale: RatingScale): string | null {
  if (targets.length === 0) return null;
  const ratings = targets.map((t) => t.rating);
  if (ratings.some((r) => !isScaleRating(r, scale)) || new Set(ratings).size !== ratings.length)
    return CALIBRATION_MESSAGES.targetRating(scale);
  if (targets.some((t) => !(t.share >= 0 && t.share <= 100)))
    return CALIBRATION_MESSAGES.targetShare;
  const sum = targets.reduce((total, t) => total + t.share, 0);
  return Math.abs(sum - 100) > 0.05 ? CALIBRATION_MESSAGES.targetSum(sum) : null;
}

export type NineBoxLevel = 'low' | 'medium' | 'high';

export const NINE_BOX_LEVELS: readonly NineBoxLevel[] = ['low', 'medium', 'high'];

export const NINE_BOX_LEVEL_LABELS: Record<NineBoxLevel, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

/** The usual names of the nine boxes, by potential then performance. */
export const NINE_BOX_NAMES: Record<NineBoxLevel, Record<NineBoxLevel, string>> = {
  high: { low: 'Rough Diamond', medium: 'Future Star', high: 'Star' },
  medium: { low: 'Inconsistent Player', medium: 'Core Player', high: 'High Performer' },
  low: { low: 'Talent Risk', medium: 'Effective Employee', high: 'Trusted Professional' },
};

/**
 * The third of a scale a value falls in: the bottom third of the range is low, the top third high
 * (1–5: 1 and 2 low, 3 medium, 4 and 5 high; 1–3: one each). null for no value or an empty range.
 */
export function levelOf(value: number | null, scale: RatingScale): NineBoxLevel | null {
  if (value === null || !Number.isFinite(value) || scale.max <= scale.min) return null;
  const position =
    (Math.min(scale.max, Math.max(scale.min, value)) - scale.min) / (scale.max - scale.min);
  if (position < 1 / 3) return 'low';
  return position <= 2 / 3 ? 'medium' : 'high';
}

export interface NineBoxPlacement {
  performance: NineBoxLevel;
  potential: NineBoxLevel;
  name: string;
}

/** Where a participant sits in the 9-box grid; null when rating or potential is missing. */
export function nineBoxPlacement(
  rating: number | null,
  potential: number | null,
  ratingScale: RatingScale,
  potentialScale: RatingScale,
): NineBoxPlacement | null {
  const performance = levelOf(rating, ratingScale);
  const potentialLevel = levelOf(potential, potentialScale);
  if (!performance || !potentialLevel) return null;
  return {
    performance,
    potential: potentialLevel,
    name: NINE_BOX_NAMES[potentialLevel][performance],
  };
}

/** Whether a metric is the potential metric of the 9-box (its name says so). */
export const isPotentialMetricName = (name: string) => /potential/i.test(name);

/** Totals of the proposed amounts of the participants (the budget impact of the view); rejected ones count as zero. */
export function proposedTotals(people: readonly CalibrationPerson[]): {
  proposedIncrease: number;
  proposedBonus: number;
} {
  return {
    proposedIncrease: round2(people.reduce((sum, p) => sum + increaseOf(p), 0)),
    proposedBonus: round2(people.reduce((sum, p) => sum + bonusOf(p), 0)),
  };
}

export interface GuidelineRecommendation {
  range: GuidelineCell;
  /** The range's midpoint: what the recommendation form pre-fills. */
  percent: number;
  /** percent of the current salary, to the cent; null without a salary. */
  amount: number | null;
}

/**
 * The guideline-driven recommendation at a rating: the cell of the cycle guideline for it in the
 * participant's compa-ratio column, and its midpoint in percent and money (not prorated). Null
 * when no cell applies.
 */
export function guidelineRecommendation(
  guideline: MatrixLike,
  person: { rating: number | null; compaRatio: number | null; currentSalary: number | null },
): GuidelineRecommendation | null {
  const { currentSalary } = person;
  const range = cellFor(guideline, person.rating, person.compaRatio);
  if (!range) return null;
  const percent = midpoint(range);
  return {
    range,
    percent,
    amount: currentSalary ? round2((currentSalary * percent) / 100) : null,
  };
}

/** The sum of the guideline-driven recommendations of the people at their current rating. */
export function guidelineTotal(
  people: ReadonlyArray<{
    rating: number | null;
    compaRatio: number | null;
    currentSalary: number | null;
  }>,
  guideline: MatrixLike,
): number {
  return round2(
    people.reduce((sum, p) => sum + (guidelineRecommendation(guideline, p)?.amount ?? 0), 0),
  );
}

/**
 * What a move does to the participant's recommendation:
 * - recalculated: a draft or pending recommendation takes the midpoint of the guideline's cell for
 *   the new rating in the participant's compa-ratio column (a move changes the row, never the
 *   column: that is the compa-ratio before the change), prorated for a hire during the review
 *   period (what the recommendation form pre-fills);
 * - decided: an approved or rejected recommendation is not changed by calibration;
 * - no_guideline: the cycle's guideline has no cell for the new rating in the participant's column,
 *   the amount stays;
 * - no_salary: without a current salary there is no amount to compute, the amount stays.
 */
export type RecalculationOutcome = 'recalculated' | 'decided' | 'no_guideline' | 'no_salary';

/** Recommendation statuses that calibration recalculates; approved and rejected ones are decided. */
export const RECALCULATED_STATUSES: readonly string[] = ['draft', 'pending_approval'];

export interface RecommendationRecalculation {
  outcome: RecalculationOutcome;
  /** The recommendation's status (unchanged by the move). */
  status: string;
  fromIncrease: number;
  toIncrease: number;
  fromSalary: number;
  toSalary: number;
  /** The guideline percent applied (the prorated midpoint); null when not recalculated. */
  percent: number | null;
  /** Whether the range was prorated for a hire during the review period. */
  prorated: boolean;
}

/**
 * The recommendation after its participant moved to `rating` in calibration (see
 * RecalculationOutcome); null without a recommendation. Shared by the mock (which stores it) and
 * the move dialog (which previews it).
 */
export function recalculateRecommendation(
  recommendation: { status: string; proposedIncrease: number; currentSalary: number | null } | null,
  guideline: MatrixLike & Pick<MeritGuidelineLike, 'reviewPeriodStart' | 'reviewPeriodEnd'>,
  rating: number,
  person: { hireDate: string | null; compaRatio: number | null },
): RecommendationRecalculation | null {
  if (!recommendation) return null;
  const salary = recommendation.currentSalary ?? 0;
  const from = recommendation.proposedIncrease;
  const unchanged = (outcome: RecalculationOutcome): RecommendationRecalculation => ({
    outcome,
    status: recommendation.status,
    fromIncrease: from,
    toIncrease: from,
    fromSalary: proposedSalary(salary, from),
    toSalary: proposedSalary(salary, from),
    percent: null,
    prorated: false,
  });
  if (!RECALCULATED_STATUSES.includes(recommendation.status)) return unchanged('decided');
  const range = appliedRange(guideline, rating, person.compaRatio, person.hireDate);
  if (!range) return unchanged('no_guideline');
  if (!(salary > 0)) return unchanged('no_salary');
  const percent = midpoint(range);
  const to = valueFromPercent(percent, salary);
  return {
    outcome: 'recalculated',
    status: recommendation.status,
    fromIncrease: from,
    toIncrease: to,
    fromSalary: proposedSalary(salary, from),
    toSalary: proposedSalary(salary, to),
    percent,
    prorated: range.proration.prorated,
  };
}
