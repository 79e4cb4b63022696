import { isLargeDecrease, isPastSanityLimit } from '@/lib/amount-limits';
import { poolOverrun } from '@/lib/budgets';
import { isPotentialMetricName } from '@/lib/calibration';
import {
  appliedRange,
  breachMessage,
  evaluateGuardrails,
  increasePercentOf,
  type AppliedRange,
  type Enforcement,
  type GuardrailResult,
} from '@/lib/guidelines';
import { columnCount } from '@/lib/merit-matrix';
import { poolAfter, type PoolAfter } from '@/lib/pool-after';
import {
  isOutsidePromotionGuideline,
  PROMOTION_MESSAGES,
  type PromotionGuideline,
} from '@/lib/promotions';
import type { BudgetPool, MeritGuideline } from '@/api/resources/review-cycles';
import type { Participant } from '@/api/resources/participants';
import {
  lowersPay,
  rowAmount,
  rowTermsOf,
  type CurrentValueOf,
  type StageFormValues,
  type StageMetric,
} from './stage-form';

/** What the compensation form shows and checks about the guideline and the team pool. */
export interface GuardrailView {
  rating: number | null;
  /** The compa-ratio before the change (null without a band position). */
  compaRatio: number | null;
  /** The guideline's number of columns (1: by rating only). */
  columns: number;
  /** The merit matrix's cell; null for a promotion, which has its own guideline. */
  range: AppliedRange | null;
  /** A promotion's guideline (src/lib/promotions); null without a promotion. */
  promotion: PromotionGuideline | null;
  /** Increase of the salary rows as a percent of the current salary (null: no salary change). */
  percent: number | null;
  /**
   * The raise is past the sanity limit, or the cut past the large-change limit: only an admin
   * override with a justification lets it through, and the amount field says so.
   */
  pastLimit: boolean;
  /** A salary row lowers the salary: a submission says why (exception justification). */
  decrease: boolean;
  overrun: number;
  policy: Enforcement;
  result: GuardrailResult;
  message: string | null;
  /** The participant's team pool once this change is in it (null without a pool). */
  pool: { teamName: string; increase: PoolAfter | null; bonus: PoolAfter | null } | null;
}

export interface GuardrailContext {
  guideline: MeritGuideline;
  /** The participant's team pool (null without one). */
  pool: BudgetPool | null;
  participant: Pick<Participant, 'currentSalary' | 'currency' | 'recommendations'> & {
    employee: { hireDate?: string | null };
    /** The band position before the change: its compa-ratio picks the matrix column. */
    bandPosition?: { compaRatio: number } | null;
  };
  metrics: readonly StageMetric[];
  currentValueOf: CurrentValueOf;
  typeNameOf: (typeId: string) => string;
  /** The guideline of a promotion to a level (absent, or null: the level's band is not known). */
  promotionGuidelineOf?: (newLevelId: string) => PromotionGuideline | null;
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The rating as the mock reads it: the first numeric metric of the stage that has a value, the
 * potential metric of calibration's 9-box excepted.
 */
export function ratingOf(values: StageFormValues, metrics: readonly StageMetric[]): number | null {
  for (const metric of metrics) {
    if (metric.scaleType !== 'numeric' || isPotentialMetricName(metric.name)) continue;
    const value = numberOf(values.metrics[metric.id] ?? '');
    if (Number.isFinite(value)) return value;
  }
  return null;
}

/**
 * The guideline the form's values are judged against (the merit matrix's cell: the rating's row
 * in the compa-ratio column; for a promotion its own guideline), the increase percent and the
 * pool overrun. A bonus counts as the amount typed.
 */
export function evaluateForm(values: StageFormValues, context: GuardrailContext): GuardrailView {
  const { guideline, pool, participant } = context;
  const rating = ratingOf(values, context.metrics);
  const compaRatio = participant.bandPosition?.compaRatio ?? null;
  const promotion = values.newLevelId
    ? (context.promotionGuidelineOf?.(values.newLevelId) ?? null)
    : null;
  const range = promotion
    ? null
    : appliedRange(guideline, rating, compaRatio, participant.employee.hireDate ?? null);
  const termsOf = rowTermsOf(context.currentValueOf, context.typeNameOf);
  let increase = 0;
  let bonus = 0;
  let salaryChanged = false;
  for (const row of values.compensationChanges) {
    if (!row.type) continue;
    const terms = termsOf(row.type);
    const amount = rowAmount(row, terms);
    if (amount === null) continue;
    if (terms.salary) {
      increase += amount;
      salaryChanged = true;
    } else if (terms.oneOff) {
      bonus += amount;
    }
  }
  const salary = participant.currentSalary ?? null;
  const percent = salaryChanged ? increasePercentOf(increase, salary) : null;
  const held = participant.recommendations[0];
  const counts = held && (held.status === 'pending_approval' || held.status === 'approved');
  const heldIncrease = counts ? (held.proposedIncrease ?? 0) : 0;
  const heldBonus = counts ? (held.proposedBonus ?? 0) : 0;
  const overrun = pool
    ? Math.max(
        poolOverrun(pool.increase, heldIncrease, increase),
        poolOverrun(pool.bonus, heldBonus, bonus),
      )
    : 0;
  const policy = guideline.overBudgetPolicy;
  const result = evaluateGuardrails({
    range: promotion ?? range,
    increasePercent: percent,
    overrun,
    overBudgetPolicy: policy,
    outside:
      promotion && salary ? isOutsidePromotionGuideline(promotion, salary, increase) : undefined,
  });
  const outsidePromotion = promotion && result.guideline !== 'none';
  return {
    rating,
    compaRatio,
    columns: columnCount(guideline.positionBoundaries),
    range,
    promotion,
    percent,
    pastLimit: isPastSanityLimit(percent) || isLargeDecrease(percent),
    decrease: lowersPay(values, termsOf),
    overrun,
    policy,
    result,
    message: outsidePromotion
      ? PROMOTION_MESSAGES.outsideGuideline(percent ?? 0, promotion, participant.currency)
      : breachMessage(result, percent, range, overrun, participant.currency),
    pool: pool
      ? {
          teamName: pool.teamName,
          increase: poolAfter(pool.increase, heldIncrease, increase),
          bonus: poolAfter(pool.bonus, heldBonus, bonus),
        }
      : null,
  };
}
