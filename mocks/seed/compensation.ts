import type { IsoDate } from '@mocks/db/records';
import type { SeedBuilder } from './builder';
import type { CompensationTypeIds } from './catalog';

export const CURRENCY = 'USD';

export const round500 = (n: number) => Math.round(n / 500) * 500;
export const round100 = (n: number) => Math.round(n / 100) * 100;

/** Merit increase by rating (1–5) used by every seeded raise. */
export function meritIncreasePct(rating: number): number {
  return [0, 0, 0.015, 0.03, 0.045, 0.06][Math.max(0, Math.min(5, Math.round(rating)))];
}

/** Annual bonus as a share of salary: the target scaled by the rating. */
export function bonusAmount(salary: number, targetPct: number, rating: number): number {
  const multiplier = [0, 0, 0.5, 1, 1.2, 1.5][Math.max(0, Math.min(5, Math.round(rating)))];
  return round100(salary * targetPct * multiplier);
}

/** 1–5 rating → the team table's rating names (spec 01 §4). */
export function ratingName(rating: number): 'Exceeds' | 'Meets' | 'Needs Improvement' {
  if (rating >= 4) return 'Exceeds';
  if (rating >= 3) return 'Meets';
  return 'Needs Improvement';
}

export interface AnnualReview {
  year: number;
  effectiveDate: IsoDate;
  cycleId: string | null;
  rating: number;
}

export interface CompensationPlan {
  organizationId: string;
  employeeId: string;
  hireDate: IsoDate;
  position: string;
  /** Salary to end at today (rounded on the way). */
  targetSalary: number;
  /** Annual reviews after the hire, oldest first. */
  annuals: AnnualReview[];
  /** Annual bonus target as a share of salary; 0 for no bonus (sales earn commission instead). */
  bonusTargetPct: number;
  /** Quarterly commission around this amount; null when not on commission. */
  quarterlyCommission: number | null;
  stockGrant: number | null;
  /** Index in `annuals` of the review that came with a promotion. */
  promotionIndex: number | null;
  spotBonus: boolean;
}

export interface CompensationOutcome {
  currentSalary: number;
  /** Salary before / after each annual review, aligned with `annuals`. */
  salaryBefore: number[];
  salaryAfter: number[];
  bonuses: number[];
}

const SPOT_REASONS = [
  'Spot bonus: launch of the fleet telemetry dashboard',
  'Spot bonus: weekend incident response',
  'Spot bonus: record customer renewal quarter',
  'Spot bonus: mentoring the new-hire cohort',
];

/**
 * The employee's compensation history: a hire entry, one entry per annual review (merit increase,
 * annual bonus, or a promotion), quarterly commission for the last three years, maybe a spot bonus.
 */
export function seedCompensationHistory(
  b: SeedBuilder,
  types: CompensationTypeIds,
  plan: CompensationPlan,
): CompensationOutcome {
  const { rng } = b;
  const pcts = plan.annuals.map((a, i) =>
    i === plan.promotionIndex
      ? rng.float(0.08, 0.12)
      : Math.max(0, meritIncreasePct(a.rating) + rng.float(-0.004, 0.004)),
  );
  const growth = pcts.reduce((product, pct) => product * (1 + pct), 1);
  let salary = round500(plan.targetSalary / growth);

  const entry = (
    effectiveDate: IsoDate,
    changeType: string,
    changeReason: string,
    cycleId: string | null,
  ) =>
    b.add('compensationHistories', {
      organizationId: plan.organizationId,
      employeeId: plan.employeeId,
      effectiveDate,
      changeType,
      changeReason,
      cycleId,
      createdAt: b.atDay(effectiveDate, 10),
    }).id;
  const component = (historyId: string, typeId: string, amount: number) =>
    b.add('compensationComponents', { historyId, typeId, amount, currency: CURRENCY });

  const hireId = entry(plan.hireDate, 'hire', 'New hire', null);
  component(hireId, types.baseSalary, salary);
  if (plan.stockGrant) component(hireId, types.stockOptions, plan.stockGrant);

  const outcome: CompensationOutcome = {
    currentSalary: salary,
    salaryBefore: [],
    salaryAfter: [],
    bonuses: [],
  };
  plan.annuals.forEach((annual, i) => {
    const before = salary;
    salary = round500(salary * (1 + pcts[i]));
    const bonus =
      plan.bonusTargetPct > 0 ? bonusAmount(before, plan.bonusTargetPct, annual.rating) : 0;
    const promoted = i === plan.promotionIndex;
    const id = entry(
      annual.effectiveDate,
      promoted ? 'promotion' : 'annual',
      promoted
        ? `Promoted to ${plan.position} (${annual.year} annual review)`
        : `${annual.year} annual review: merit increase`,
      annual.cycleId,
    );
    component(id, types.baseSalary, salary);
    if (bonus > 0) component(id, types.annualBonus, bonus);
    outcome.salaryBefore.push(before);
    outcome.salaryAfter.push(salary);
    outcome.bonuses.push(bonus);
  });
  outcome.currentSalary = salary;

  if (plan.quarterlyCommission) {
    for (let q = 0; q < 12; q += 1) {
      const offset = -15 - q * 91;
      const date = b.day(offset);
      if (date <= plan.hireDate) break;
      const paidFor = new Date(Date.parse(date) - 30 * 86_400_000);
      const label = `Q${Math.floor(paidFor.getUTCMonth() / 3) + 1} ${paidFor.getUTCFullYear()}`;
      const id = entry(date, 'commission', `${label} commission`, null);
      component(id, types.commission, round100(plan.quarterlyCommission * rng.float(0.6, 1.5)));
    }
  }

  if (plan.spotBonus) {
    const date = b.day(-rng.int(20, 700));
    if (date > plan.hireDate) {
      const id = entry(date, 'bonus', rng.pick(SPOT_REASONS), null);
      component(id, types.spotBonus, round100(rng.float(500, 3000)));
    }
  }
  return outcome;
}
