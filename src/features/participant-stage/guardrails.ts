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
import type { BudgetPool, MeritGuideline } from '@/api/resources/review-cycles';
import type { Participant } from '@/api/resources/participants';
import type { CurrentValueOf, StageFormValues, StageMetric } from './stage-form';

/** What the compensation form shows and checks about the guideline and the team pool. */
export interface GuardrailView {
  rating: number | null;
  /** The compa-ratio before the change (null without a band position). */
  compaRatio: number | null;
  /** The guideline's number of columns (1: by rating only). */
  columns: number;
  range: AppliedRange | null;
  /** Increase of the salary rows as a percent of the current salary (null: no salary change). */
  percent: number | null;
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
}

const isSalary = (name: string) => name.toLowerCase().includes('salary');
const isBonus = (name: string) => /bonus|commission/i.test(name);
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
 * The guideline cell (the rating's row in the compa-ratio column), increase percent and pool
 * overrun of the form's current values.
 */
export function evaluateForm(values: StageFormValues, context: GuardrailContext): GuardrailView {
  const { guideline, pool, participant } = context;
  const rating = ratingOf(values, context.metrics);
  const compaRatio = participant.bandPosition?.compaRatio ?? null;
  const range = appliedRange(guideline, rating, compaRatio, participant.employee.hireDate ?? null);
  let increase = 0;
  let bonus = 0;
  let salaryChanged = false;
  for (const row of values.compensationChanges) {
    if (!row.type) continue;
    const name = context.typeNameOf(row.type);
    const current = context.currentValueOf(row.type);
    const amount = Number.isFinite(numberOf(row.amount))
      ? numberOf(row.amount)
      : Number.isFinite(numberOf(row.percent)) && current
        ? (numberOf(row.percent) / 100) * current
        : Number.NaN;
    if (!Number.isFinite(amount)) continue;
    if (isSalary(name)) {
      increase += amount;
      salaryChanged = true;
    } else if (isBonus(name)) {
      bonus += (current ?? 0) + amount;
    }
  }
  const percent = salaryChanged
    ? increasePercentOf(increase, participant.currentSalary ?? null)
    : null;
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
    range,
    increasePercent: percent,
    overrun,
    overBudgetPolicy: policy,
  });
  return {
    rating,
    compaRatio,
    columns: columnCount(guideline.positionBoundaries),
    range,
    percent,
    overrun,
    policy,
    result,
    message: breachMessage(result, percent, range, overrun, participant.currency),
    pool: pool
      ? {
          teamName: pool.teamName,
          increase: poolAfter(pool.increase, heldIncrease, increase),
          bonus: poolAfter(pool.bonus, heldBonus, bonus),
        }
      : null,
  };
}
