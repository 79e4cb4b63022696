import { formatMoney } from './money';
import {
  BAND_MESSAGES,
  BAND_STATUS_LABELS,
  bandFor,
  formatCompaRatio,
  type BandPosition,
  type LevelLike,
} from './pay-bands';

/**
 * Promotions: a recommendation may move the employee to another level. The new salary must reach
 * the new level's band minimum unless the manager says why not, and the raise is judged against
 * the promotion's own guideline, not the merit matrix. One rule for the mock (saveCompensationData,
 * editRecommendation, the participants' flags) and the recommendation form.
 */

/**
 * The promotion increase range (percent of the current salary): a promotion's own guideline, in
 * place of the merit matrix's cell, whose rating-based caps are for merit raises.
 */
export const PROMOTION_INCREASE_RANGE = { minPercent: 5, maxPercent: 20 } as const;

export interface PromotionGuideline {
  /** The lowest raise within it: the range's minimum, or the raise that reaches the band minimum when that is more. */
  minPercent: number;
  /** The range's maximum, or the raise that reaches the band minimum when that is more. */
  maxPercent: number;
  /** Outside it, a justification lets the promotion through. */
  enforcement: 'soft';
  /** The new band's minimum salary (null: the new level has no band in the salary's currency). */
  bandMinimum: number | null;
}

const pct = (n: number) => `${n.toFixed(2)}%`;

/** 'at least $110,000.00, the new band's minimum' ('' without a band). */
const minimumText = (guideline: PromotionGuideline, currency: string) =>
  guideline.bandMinimum === null
    ? ''
    : `, at least ${formatMoney(guideline.bandMinimum, currency)} (the new band's minimum)`;

export const PROMOTION_MESSAGES = {
  levelNotFound: BAND_MESSAGES.levelNotFound,
  sameLevel: 'The new level is the current level.',
  belowMinimum: (salary: number, minimum: number, currency: string) =>
    `The new salary ${formatMoney(salary, currency)} is below the new band's minimum ${formatMoney(minimum, currency)}: raise it or give a justification.`,
  outsideGuideline: (percent: number, guideline: PromotionGuideline, currency: string) =>
    `An increase of ${pct(percent)} is outside the promotion guideline ${pct(guideline.minPercent)}–${pct(guideline.maxPercent)}${minimumText(guideline, currency)}.`,
} as const;

export interface PromotionProblem {
  field: 'newLevelId' | 'promotionJustification';
  message: string;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
// Up to the next cent of a percent; the epsilon keeps 6.46 (646.0000000001 cents) at 6.46.
const ceil2 = (n: number) => Math.ceil(n * 100 - 1e-9) / 100;

/**
 * The guideline of a promotion to `newLevel` from `currentSalary` (null without a positive
 * salary): the promotion increase range, raised to the percent that reaches the new band's
 * minimum (the band of `zone`, else the default band, in `currency`) when that is more. A
 * promotion's raise is judged against it, never against the merit matrix.
 */
export function promotionGuideline(
  newLevel: Pick<LevelLike, 'bands'> | null | undefined,
  zone: string | null | undefined,
  currency: string,
  currentSalary: number | null | undefined,
): PromotionGuideline | null {
  if (currentSalary === null || currentSalary === undefined || !(currentSalary > 0)) return null;
  const band = newLevel ? bandFor(newLevel.bands, zone, currency) : null;
  const { minPercent, maxPercent } = PROMOTION_INCREASE_RANGE;
  const toMinimum = band ? ceil2(((band.min - currentSalary) / currentSalary) * 100) : null;
  return {
    minPercent: Math.max(minPercent, toMinimum ?? minPercent),
    maxPercent: Math.max(maxPercent, toMinimum ?? maxPercent),
    enforcement: 'soft',
    bandMinimum: band?.min ?? null,
  };
}

/**
 * Whether a promotion's raise of `increase` on `currentSalary` is outside its guideline: a new
 * salary below the band minimum (in cents), or a raise (percent, 2 decimals) below the range or
 * above its maximum.
 */
export function isOutsidePromotionGuideline(
  guideline: PromotionGuideline,
  currentSalary: number,
  increase: number,
): boolean {
  if (guideline.bandMinimum !== null && round2(currentSalary + increase) < guideline.bandMinimum)
    return true;
  const percent = round2((increase / currentSalary) * 100);
  return percent < PROMOTION_INCREASE_RANGE.minPercent || percent > guideline.maxPercent;
}

/** How the form states a promotion's guideline: '6.46%–20.00%, at least $110,000.00 (the new band's minimum)'. */
export const describePromotionGuideline = (guideline: PromotionGuideline, currency: string) =>
  `${pct(guideline.minPercent)}–${pct(guideline.maxPercent)}${minimumText(guideline, currency)}`;

/**
 * The level a recommendation leaves the employee on: its new level when it promotes, else the
 * level they are on. What a band position "after" the recommendation is computed against.
 */
export function levelAfter(
  recommendation: { newLevelId?: string | null } | null | undefined,
  currentLevelId: string | null | undefined,
): string | null {
  return recommendation?.newLevelId ?? currentLevelId ?? null;
}

/**
 * The new band's minimum that `newSalary` falls short of (the band of `zone`, else the default
 * band, in `currency`); null when it reaches it, or when the level has no such band.
 */
export function promotionShortfall(
  newLevel: Pick<LevelLike, 'bands'> | null | undefined,
  zone: string | null | undefined,
  currency: string,
  newSalary: number | null | undefined,
): { minimum: number; salary: number } | null {
  if (!newLevel || newSalary === null || newSalary === undefined) return null;
  const band = bandFor(newLevel.bands, zone, currency);
  if (!band) return null;
  const salary = round2(newSalary);
  return salary < band.min ? { minimum: band.min, salary } : null;
}

export interface PromotionCheck {
  /** The employee's level now (null: none). */
  currentLevelId: string | null | undefined;
  /** The proposed level (null or '': no promotion). */
  newLevelId: string | null | undefined;
  /** The proposed level as found among the organization's levels (absent: not one of them). */
  newLevel: Pick<LevelLike, 'id' | 'bands'> | null | undefined;
  zone: string | null | undefined;
  currency: string;
  /** Current salary plus the salary increase. */
  newSalary: number | null | undefined;
  justification: string | null | undefined;
  /** Submit checks the minimum; a draft only the level itself. */
  submit: boolean;
}

/**
 * What is wrong with a promotion: a level that is not the organization's ('Level not found') or
 * the current one, and on submit a new salary below the new band's minimum without a
 * justification. Empty when fine or when there is no promotion.
 */
export function promotionProblems(check: PromotionCheck): PromotionProblem[] {
  if (!check.newLevelId) return [];
  if (!check.newLevel || check.newLevel.id !== check.newLevelId)
    return [{ field: 'newLevelId', message: PROMOTION_MESSAGES.levelNotFound }];
  if (check.newLevelId === check.currentLevelId)
    return [{ field: 'newLevelId', message: PROMOTION_MESSAGES.sameLevel }];
  if (!check.submit || (check.justification ?? '').trim() !== '') return [];
  const short = promotionShortfall(check.newLevel, check.zone, check.currency, check.newSalary);
  return short
    ? [
        {
          field: 'promotionJustification',
          message: PROMOTION_MESSAGES.belowMinimum(short.salary, short.minimum, check.currency),
        },
      ]
    : [];
}

/** 'Promotion: L3 Senior → L4 Lead' ('No level' for an employee without one); null without a promotion. */
export function describePromotion(
  from: { name: string } | null | undefined,
  to: { name: string } | null | undefined,
): string | null {
  return to ? `Promotion: ${from?.name ?? 'No level'} → ${to.name}` : null;
}

/** '0.80 (Below minimum)': the compa-ratio after a recommendation, flagged outside its band; null without one. */
export function describeBandAfter(
  position: Pick<BandPosition, 'compaRatio' | 'status'> | null | undefined,
): string | null {
  if (!position) return null;
  const flag = position.status === 'in_range' ? '' : ` (${BAND_STATUS_LABELS[position.status]})`;
  return `${formatCompaRatio(position.compaRatio)}${flag}`;
}
