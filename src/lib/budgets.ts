import { formatMoney } from './money';

/**
 * Team budget pools of a review cycle: how the cycle's increase
 * and bonus budgets split into per-team pools, and how much of each pool is spent (approved
 * recommendations), pending (submitted, awaiting approval) and remaining. Shared by the mock and
 * the screens so both show the same numbers.
 */

export type BudgetKind = 'increase' | 'bonus';

export type RecommendationState = 'draft' | 'pending_approval' | 'approved' | 'rejected';

/** The part of a recommendation a pool reads. */
export interface PoolRecommendation {
  status: RecommendationState;
  proposedIncrease: number;
  proposedBonus: number;
}

/** One participant as a pool sees them: their team, salary and (first) recommendation. */
export interface PoolMember {
  teamId: string | null;
  currentSalary: number | null;
  recommendation: PoolRecommendation | null;
}

export interface BudgetLine {
  /** null when no pool (or budget) is set. */
  allocated: number | null;
  spent: number;
  pending: number;
  /** allocated - spent - pending; negative when over; null without an allocation. */
  remaining: number | null;
  /** Each amount as a percent of the pool's payroll (2 decimals); null when the payroll is 0. */
  allocatedPercent: number | null;
  spentPercent: number | null;
  pendingPercent: number | null;
  remainingPercent: number | null;
}

export interface PoolSummary {
  participantCount: number;
  /** Sum of the members' current salaries. */
  payroll: number;
  increase: BudgetLine;
  bonus: BudgetLine;
}

export interface TeamPool {
  teamId: string;
  increaseBudget?: number | null;
  bonusBudget?: number | null;
}

export type SplitMethod = 'even' | 'payroll' | 'manual';

export const SPLIT_METHOD_LABELS: Record<SplitMethod, string> = {
  even: 'Evenly',
  payroll: 'By payroll share',
  manual: 'By hand',
};

const KIND_LABEL: Record<BudgetKind, string> = { increase: 'increase', bonus: 'bonus' };

export const BUDGET_MESSAGES = {
  poolsDiffer: (kind: BudgetKind, difference: number, currency = 'USD') =>
    `Team ${KIND_LABEL[kind]} pools are ${formatMoney(Math.abs(difference), currency)} ${
      difference > 0 ? 'over' : 'under'
    } the ${KIND_LABEL[kind]} budget`,
  poolNegative: 'A team pool cannot be negative',
  poolTeamOutsideCycle: 'Team pools must belong to teams in the cycle',
  overPool: (kind: BudgetKind, amount: number, currency = 'USD') =>
    `Over the team ${KIND_LABEL[kind]} pool by ${formatMoney(amount, currency)}`,
} as const;

const cents = (n: number) => Math.round(n * 100);
const fromCents = (n: number) => n / 100;
/** Rounds an amount to cents (money sums drift in binary floating point). */
export const roundMoney = (n: number) => fromCents(cents(n));

/** amount as a percent of payroll with 2 decimals; null when there is no payroll or no amount. */
export function percentOfPayroll(amount: number | null, payroll: number): number | null {
  if (amount === null || !(payroll > 0)) return null;
  return Math.round((amount / payroll) * 10000) / 100;
}

export function budgetLine(
  allocated: number | null,
  spent: number,
  pending: number,
  payroll: number,
): BudgetLine {
  const remaining = allocated === null ? null : roundMoney(allocated - spent - pending);
  return {
    allocated,
    spent: roundMoney(spent),
    pending: roundMoney(pending),
    remaining,
    allocatedPercent: percentOfPayroll(allocated, payroll),
    spentPercent: percentOfPayroll(spent, payroll),
    pendingPercent: percentOfPayroll(pending, payroll),
    remainingPercent: percentOfPayroll(remaining, payroll),
  };
}

/**
 * Spent counts approved recommendations, pending the submitted ones (pending_approval); drafts and
 * rejected recommendations use nothing.
 */
export function summarisePool(
  members: readonly PoolMember[],
  allocated: { increase: number | null; bonus: number | null },
): PoolSummary {
  let payroll = 0;
  const used = { spent: { increase: 0, bonus: 0 }, pending: { increase: 0, bonus: 0 } };
  for (const member of members) {
    payroll += member.currentSalary ?? 0;
    const rec = member.recommendation;
    if (!rec) continue;
    const bucket =
      rec.status === 'approved'
        ? used.spent
        : rec.status === 'pending_approval'
          ? used.pending
          : null;
    if (!bucket) continue;
    bucket.increase += rec.proposedIncrease;
    bucket.bonus += rec.proposedBonus;
  }
  payroll = roundMoney(payroll);
  return {
    participantCount: members.length,
    payroll,
    increase: budgetLine(allocated.increase, used.spent.increase, used.pending.increase, payroll),
    bonus: budgetLine(allocated.bonus, used.spent.bonus, used.pending.bonus, payroll),
  };
}

/**
 * Splits amount over weights in proportion, to the cent, the parts summing exactly to amount
 * (largest remainder: leftover cents go to the largest fractions, ties to the earlier part).
 * All-zero weights split evenly.
 */
export function splitByShare(amount: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const total = weights.reduce((a, b) => a + Math.max(0, b), 0);
  const shares =
    total > 0 ? weights.map((w) => Math.max(0, w) / total) : weights.map(() => 1 / weights.length);
  const whole = cents(amount);
  const raw = shares.map((s) => s * whole);
  const floors = raw.map((r) => Math.floor(r));
  let left = whole - floors.reduce((a, b) => a + b, 0);
  const order = raw
    .map((r, i) => ({ i, frac: r - Math.floor(r) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] += 1;
    left -= 1;
  }
  return floors.map(fromCents);
}

/** Pools for the teams from the cycle's increase and bonus budgets, evenly or by payroll share. */
export function splitBudgets(
  budgets: { increaseBudget: number | null; bonusBudget: number | null },
  teams: ReadonlyArray<{ teamId: string; payroll: number }>,
  method: Exclude<SplitMethod, 'manual'>,
): TeamPool[] {
  const weights = teams.map((t) => (method === 'payroll' ? t.payroll : 1));
  const increase = splitByShare(budgets.increaseBudget ?? 0, weights);
  const bonus = splitByShare(budgets.bonusBudget ?? 0, weights);
  return teams.map((t, i) => ({
    teamId: t.teamId,
    increaseBudget: budgets.increaseBudget === null ? null : increase[i],
    bonusBudget: budgets.bonusBudget === null ? null : bonus[i],
  }));
}

/** Sum of the pools minus the cycle budget (positive: the pools hand out more than the budget). */
export function poolsDifference(
  budget: number | null | undefined,
  pools: readonly TeamPool[],
  kind: BudgetKind,
): number {
  const key = kind === 'increase' ? 'increaseBudget' : 'bonusBudget';
  const sum = pools.reduce((total, p) => total + cents(p[key] ?? 0), 0);
  return fromCents(sum - cents(budget ?? 0));
}

export interface TeamPoolErrors {
  teamBudgets?: string;
  increase?: string;
  bonus?: string;
}

/**
 * The rules for a cycle's team pools: none set is fine (no split); otherwise no pool is negative,
 * every pool's team is in the cycle (when allowedTeamIds is given), and the pools of each kind sum
 * to the cycle's budget of that kind to the cent.
 */
export function teamPoolErrors(
  cycle: {
    increaseBudget?: number | null;
    bonusBudget?: number | null;
    teamBudgets?: readonly TeamPool[] | null;
  },
  allowedTeamIds?: ReadonlySet<string>,
  currency = 'USD',
): TeamPoolErrors {
  const pools = cycle.teamBudgets ?? [];
  if (pools.length === 0) return {};
  const errors: TeamPoolErrors = {};
  if (pools.some((p) => (p.increaseBudget ?? 0) < 0 || (p.bonusBudget ?? 0) < 0)) {
    errors.teamBudgets = BUDGET_MESSAGES.poolNegative;
  } else if (allowedTeamIds && pools.some((p) => !allowedTeamIds.has(p.teamId))) {
    errors.teamBudgets = BUDGET_MESSAGES.poolTeamOutsideCycle;
  }
  const increase = poolsDifference(cycle.increaseBudget, pools, 'increase');
  if (increase !== 0) errors.increase = BUDGET_MESSAGES.poolsDiffer('increase', increase, currency);
  const bonus = poolsDifference(cycle.bonusBudget, pools, 'bonus');
  if (bonus !== 0) errors.bonus = BUDGET_MESSAGES.poolsDiffer('bonus', bonus, currency);
  return errors;
}

/**
 * How far a new recommendation would take a pool past its allocation: the pool's remaining amount
 * plus what this participant already holds in it (a resubmission replaces it), minus the new amount.
 * Returns the overrun (> 0) or 0.
 */
export function poolOverrun(
  line: Pick<BudgetLine, 'remaining'>,
  alreadyHeld: number,
  proposed: number,
): number {
  if (line.remaining === null) return 0;
  return Math.max(0, roundMoney(proposed - alreadyHeld - line.remaining));
}
