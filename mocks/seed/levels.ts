import type { PayBandRecord } from '@mocks/db/records';
import type { SeedBuilder } from './builder';

/** The level ladder every seeded organization gets: name, job family and default band (USD). */
const LADDER: { name: string; jobFamily: string | null; mid: number }[] = [
  { name: 'L1 Associate', jobFamily: null, mid: 60_000 },
  { name: 'L2 Professional', jobFamily: null, mid: 78_000 },
  { name: 'L3 Senior', jobFamily: null, mid: 102_000 },
  { name: 'L4 Lead', jobFamily: null, mid: 132_000 },
  { name: 'L5 Principal', jobFamily: null, mid: 168_000 },
  { name: 'L6 Director', jobFamily: 'Management', mid: 216_000 },
  { name: 'L7 Executive', jobFamily: 'Management', mid: 280_000 },
];

/** Bands span ±16.7% of the midpoint (max = 1.4 × min), the usual width for individual levels. */
const SPREAD = 1 / 6;
/** The second location zone pays 90% of the default band. */
export const SEED_ZONE = 'Zone B';
const ZONE_FACTOR = 0.9;

const round500 = (n: number) => Math.round(n / 500) * 500;
const band = (mid: number, zone: string | null, currency: string): PayBandRecord => ({
  zone,
  currency,
  min: round500(mid * (1 - SPREAD)),
  mid: round500(mid),
  max: round500(mid * (1 + SPREAD)),
});

/**
 * Levels and bands of an organization, and a level for each of its employees with a salary:
 * the level whose midpoint is nearest, so most sit in range; every 9th is placed one level up
 * (below the minimum: a promotion paid too little) and every 11th one level down (above the
 * maximum: a red circle), and every 7th works in Zone B. Runs after everything else is seeded, so
 * that no other id or value moves.
 */
export function seedLevels(b: SeedBuilder, organizationId: string, currency = 'USD'): void {
  const levels = LADDER.map((step, i) =>
    b.add('levels', {
      organizationId,
      name: step.name,
      order: i + 1,
      jobFamily: step.jobFamily,
      bands: [band(step.mid, null, currency), band(step.mid * ZONE_FACTOR, SEED_ZONE, currency)],
      createdAt: b.at(-400),
      updatedAt: b.at(-400),
    }),
  );
  const salaryOf = latestSalaries(b, organizationId, currency);
  const employees = b.tables.employees.filter((e) => e.organizationId === organizationId);
  employees.forEach((employee, i) => {
    const salary = salaryOf.get(employee.id);
    if (salary === undefined) return;
    const zone = i % 7 === 3 ? SEED_ZONE : null;
    const factor = zone ? ZONE_FACTOR : 1;
    let index = nearest(
      LADDER.map((s) => s.mid * factor),
      salary,
    );
    if (i % 9 === 4) index = Math.min(LADDER.length - 1, index + 1);
    else if (i % 11 === 6) index = Math.max(0, index - 1);
    employee.levelId = levels[index].id;
    employee.zone = zone;
  });
}

function nearest(mids: number[], salary: number): number {
  let best = 0;
  mids.forEach((mid, i) => {
    if (Math.abs(mid - salary) < Math.abs(mids[best] - salary)) best = i;
  });
  return best;
}

/** Each employee's latest base salary in `currency` (by effective date, then entry order). */
function latestSalaries(b: SeedBuilder, organizationId: string, currency: string) {
  const salaryTypes = new Set(
    b.tables.compensationTypes.filter((t) => /salary/i.test(t.name)).map((t) => t.id),
  );
  const componentsOf = new Map<string, { amount: number; currency: string }[]>();
  for (const c of b.tables.compensationComponents) {
    if (!salaryTypes.has(c.typeId)) continue;
    componentsOf.set(c.historyId, [...(componentsOf.get(c.historyId) ?? []), c]);
  }
  const latest = new Map<string, { date: string; amount: number }>();
  for (const h of b.tables.compensationHistories) {
    if (h.organizationId !== organizationId) continue;
    const salary = componentsOf.get(h.id)?.find((c) => c.currency === currency);
    if (!salary) continue;
    const seen = latest.get(h.employeeId);
    if (!seen || h.effectiveDate >= seen.date) {
      latest.set(h.employeeId, { date: h.effectiveDate, amount: salary.amount });
    }
  }
  return new Map([...latest].map(([id, v]) => [id, v.amount]));
}
