import { formatCount, formatPercent } from './money';

/**
 * Sane amounts: the limits of every money and percentage field the contract accepts,
 * and the rule for an unusually large change. `openapi.yaml` documents the same numbers as
 * `minimum`/`maximum` (a test checks they are equal); the mock refuses anything else with a 400
 * naming the field, so no amount is ever stored as `Infinity` (sent on as `null`).
 */

/** One person's amount (a salary, an increase, a bonus, a compensation value), in the currency's unit. */
export const MAX_MONEY = 1_000_000_000;

/** A budget: a cycle's total, increase or bonus budget, or a team's pool. */
export const MAX_BUDGET = 1_000_000_000_000;

/** A change as a percent of the current value: down to nothing (−100%), up to a hundredfold. */
export const MIN_CHANGE_PERCENT = -100;
export const MAX_CHANGE_PERCENT = 10_000;

/** A guideline range's bounds and a calibration target's share are percents from 0 to 100. */
export const MAX_SHARE_PERCENT = 100;

/**
 * An increase above this percent of the current salary, with no guideline range covering the
 * rating, needs an admin override with a justification (like a hard guardrail). The admin's edit
 * dialog refuses it outright (spec 02 §9 "Edit recommendation amount cap: 50 percent").
 */
export const LARGE_CHANGE_PERCENT = 50;

/**
 * The sanity limit: a raise of more than this percent of the current salary is taken only with an
 * admin override and its justification, whatever the guideline says ($5,000,000 on $160,000 is
 * a typo far more often than a decision). Anyone else is refused on the salary row's amount.
 */
export const SANITY_RAISE_PERCENT = 100;

export const AMOUNT_MESSAGES = {
  notFinite: 'Must be a number',
  negative: 'Cannot be negative',
  moneyTooHigh: `Must be at most ${formatCount(MAX_MONEY)}`,
  budgetTooHigh: `Must be at most ${formatCount(MAX_BUDGET)}`,
  changeTooHigh: `A change cannot exceed ${formatCount(MAX_CHANGE_PERCENT)}% of the current value`,
  largeChange: (percent: number) =>
    `An increase of ${formatPercent(percent, 2)} is more than ${LARGE_CHANGE_PERCENT}% of the current salary and no guideline covers it: only an admin override with a justification can let it through.`,
  pastSanityLimit: (percent: number) =>
    `A raise of ${formatPercent(percent, 2)} is more than ${SANITY_RAISE_PERCENT}% of the current salary: only an admin override with a justification can accept it.`,
  overrideNeedsJustification: 'An admin override needs a justification.',
  salaryNotPositive: 'A salary must be greater than 0.',
  largeDecrease: (percent: number) =>
    `A decrease of ${formatPercent(percent, 2)} is more than ${LARGE_CHANGE_PERCENT}% of the current salary: only an admin override with a justification can let it through.`,
  decreaseNeedsJustification: 'A pay decrease needs a justification.',
} as const;

/**
 * The problem with one person's amount as typed or sent (null when it is fine): not a finite
 * number, negative, or above {@link MAX_MONEY}.
 */
export function moneyError(value: number): string | null {
  if (!Number.isFinite(value)) return AMOUNT_MESSAGES.notFinite;
  if (value < 0) return AMOUNT_MESSAGES.negative;
  return value > MAX_MONEY ? AMOUNT_MESSAGES.moneyTooHigh : null;
}

/** The problem with a change of `proposed` against `current` beyond the percent limit (null: fine). */
export function changePercentError(proposed: number, current: number | null): string | null {
  if (current === null || !(current > 0)) return null;
  const percent = ((proposed - current) / current) * 100;
  return percent > MAX_CHANGE_PERCENT ? AMOUNT_MESSAGES.changeTooHigh : null;
}

/**
 * A cut of more than {@link LARGE_CHANGE_PERCENT} percent of the current salary (`percent` below
 * −50; null without a salary change or a salary). No guideline covers it: a guideline's ranges are
 * raises, and 172,500 → 0 is a slip of the keyboard far more often than a decision.
 */
export const isLargeDecrease = (percent: number | null): boolean =>
  percent !== null && percent < -LARGE_CHANGE_PERCENT;

/**
 * The large-change rule: an increase above {@link LARGE_CHANGE_PERCENT} percent of the current
 * salary (`percent`, null without a salary change or a salary) when no guideline range covers it,
 * or a decrease beyond it whatever the guideline ({@link isLargeDecrease}).
 */
export function isLargeChange(percent: number | null, coveredByGuideline: boolean): boolean {
  if (isLargeDecrease(percent)) return true;
  return !coveredByGuideline && percent !== null && percent > LARGE_CHANGE_PERCENT;
}

/** The large-change rule's message for a change either way (a cut names the decrease). */
export const largeChangeMessage = (percent: number): string =>
  percent < 0 ? AMOUNT_MESSAGES.largeDecrease(-percent) : AMOUNT_MESSAGES.largeChange(percent);

/** The largest increase the large-change rule lets through without an override (the edit dialog's cap). */
export const largeChangeLimit = (currentSalary: number) =>
  (currentSalary * LARGE_CHANGE_PERCENT) / 100;

/** Whether a raise (percent of the current salary, null without one) is past the sanity limit. */
export const isPastSanityLimit = (percent: number | null): boolean =>
  percent !== null && percent > SANITY_RAISE_PERCENT;

/** Who asks for a raise past the sanity limit, and how. */
export interface SanityOverride {
  isAdmin: boolean;
  adminOverride: boolean;
  /** The exception justification as sent (trimmed here). */
  justification: string;
}

type LimitProblem = { field: 'amount' | 'exceptionJustification'; message: string };

/** A breach only an admin's override with its justification lets through (null: it does). */
function overrideProblem(message: string, override: SanityOverride): LimitProblem | null {
  if (!override.isAdmin || !override.adminOverride) return { field: 'amount', message };
  return override.justification.trim() === ''
    ? { field: 'exceptionJustification', message: AMOUNT_MESSAGES.overrideNeedsJustification }
    : null;
}

/**
 * The refusal of a raise past {@link SANITY_RAISE_PERCENT}: on the amount for anyone but an admin
 * who overrides it, on the justification for an admin override without one; null when the raise
 * is within the limit or the admin's override carries a justification.
 */
export function sanityLimitProblem(
  percent: number | null,
  override: SanityOverride,
): LimitProblem | null {
  if (percent === null || !isPastSanityLimit(percent)) return null;
  return overrideProblem(AMOUNT_MESSAGES.pastSanityLimit(percent), override);
}

/** A salary's change as a percent of the current one, 2 decimals (null without a current salary). */
export function salaryChangePercent(proposed: number, current: number | null): number | null {
  if (current === null || !(current > 0)) return null;
  return Math.round(((proposed - current) / current) * 10_000) / 100;
}

/**
 * Every save's rule on a salary row's new value against the current salary: never 0 or below
 * (no override lets it through), and a raise past {@link SANITY_RAISE_PERCENT} or a cut past
 * {@link LARGE_CHANGE_PERCENT} only by an admin override with its justification. Null: fine.
 */
export function salaryRowProblem(
  proposed: number,
  current: number | null,
  override: SanityOverride,
): LimitProblem | null {
  if (!(proposed > 0)) return { field: 'amount', message: AMOUNT_MESSAGES.salaryNotPositive };
  const percent = salaryChangePercent(proposed, current);
  if (isLargeDecrease(percent))
    return overrideProblem(AMOUNT_MESSAGES.largeDecrease(-percent!), override);
  return sanityLimitProblem(percent, override);
}

/** Whether a salary row lowers the salary (a cut; no current salary: nothing to lower). */
export const isPayDecrease = (proposed: number, current: number | null): boolean =>
  current !== null && current > 0 && proposed < current;

/** A submission's rule: a pay decrease says why (null when there is none or it says). */
export const decreaseJustificationError = (
  decreased: boolean,
  justification: string | null | undefined,
): string | null =>
  decreased && (justification ?? '').trim() === ''
    ? AMOUNT_MESSAGES.decreaseNeedsJustification
    : null;
