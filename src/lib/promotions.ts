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
 * Promotions (issue 23): a recommendation may move the employee to another level. The new salary
 * must reach the new level's band minimum unless the manager says why not. One rule for the mock
 * (saveCompensationData, editRecommendation) and the recommendation form.
 */

export const PROMOTION_MESSAGES = {
  levelNotFound: BAND_MESSAGES.levelNotFound,
  sameLevel: 'The new level is the current level.',
  belowMinimum: (salary: number, minimum: number, currency: string) =>
    `The new salary ${formatMoney(salary, currency)} is below the new band's minimum ${formatMoney(minimum, currency)}: raise it or give a justification.`,
} as const;

export interface PromotionProblem {
  field: 'newLevelId' | 'promotionJustification';
  message: string;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

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
