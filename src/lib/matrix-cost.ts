import { appliedRange, type MatrixLike, type MeritGuidelineLike } from './guidelines';

/**
 * What a merit matrix costs before anyone recommends: for each participant, their
 * current salary × the midpoint of their cell (prorated for a hire during the review period),
 * summed per team and in total against the increase budget. Participants not rated yet are priced
 * at the matrix's middle row. The mock answers it (previewGuidelineCost); the rule is here so its
 * arithmetic is tested on its own.
 */

export interface CostPerson {
  teamId: string | null;
  currentSalary: number | null;
  rating: number | null;
  compaRatio: number | null;
  hireDate: string | null;
}

export interface CostLine {
  participantCount: number;
  pricedCount: number;
  unratedCount: number;
  payroll: number;
  cost: number;
}

export interface CostAgainstBudget {
  costPercent: number | null;
  budget: number | null;
  remaining: number | null;
  overBudget: boolean;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The rating an unrated participant is priced at: the median of the matrix's row ratings, the
 * lower of the two middle ones (rows 1–5: 3; rows 1–4: 2); null without rows.
 */
export function assumedRating(ranges: MatrixLike['ranges']): number | null {
  const rows = [...new Set(ranges.map((r) => r.rating))].sort((a, b) => a - b);
  return rows.length === 0 ? null : rows[Math.floor((rows.length - 1) / 2)];
}

/** One participant's cost: salary × their cell's (prorated) midpoint, to the cent; 0 unpriced. */
export function personCost(
  guideline: MatrixLike & Pick<MeritGuidelineLike, 'reviewPeriodStart' | 'reviewPeriodEnd'>,
  person: Omit<CostPerson, 'teamId'>,
  assumed: number | null,
): { cost: number; priced: boolean; unrated: boolean } {
  const unrated = person.rating === null;
  const rating = unrated ? assumed : person.rating;
  const salary = person.currentSalary;
  const range = appliedRange(guideline, rating, person.compaRatio, person.hireDate);
  if (!range || salary === null || !(salary > 0)) return { cost: 0, priced: false, unrated };
  return { cost: round2((salary * range.midPercent) / 100), priced: true, unrated };
}

export const emptyCostLine = (): CostLine => ({
  participantCount: 0,
  pricedCount: 0,
  unratedCount: 0,
  payroll: 0,
  cost: 0,
});

/** The cost per team (teamId null: no team) and in total. */
export function matrixCost(
  guideline: MatrixLike & Pick<MeritGuidelineLike, 'reviewPeriodStart' | 'reviewPeriodEnd'>,
  people: readonly CostPerson[],
): { total: CostLine; teams: Map<string | null, CostLine> } {
  const assumed = assumedRating(guideline.ranges);
  const total = emptyCostLine();
  const teams = new Map<string | null, CostLine>();
  for (const person of people) {
    const line = teams.get(person.teamId) ?? emptyCostLine();
    teams.set(person.teamId, line);
    const { cost, priced, unrated } = personCost(guideline, person, assumed);
    for (const target of [line, total]) {
      target.participantCount += 1;
      if (priced) target.pricedCount += 1;
      if (unrated) target.unratedCount += 1;
      target.payroll = round2(target.payroll + (person.currentSalary ?? 0));
      target.cost = round2(target.cost + cost);
    }
  }
  return { total, teams };
}

/** A line against its budget: cost as a percent of payroll, what is left, whether it is over. */
export function againstBudget(line: CostLine, budget: number | null): CostAgainstBudget {
  return {
    costPercent: line.payroll > 0 ? round2((line.cost / line.payroll) * 100) : null,
    budget,
    remaining: budget === null ? null : round2(budget - line.cost),
    overBudget: budget !== null && line.cost > budget,
  };
}
