import type { IsoDate, Organization } from '@mocks/db/records';
import type { SeedBuilder } from './builder';
import type { CompensationTypeIds } from './catalog';
import {
  seedCompensationHistory,
  type AnnualReview,
  type CompensationOutcome,
} from './compensation';
import { addPerson, type Person, type PersonSpec } from './people';

/** Offsets (days from today) of the annual review calendar every seeded organization follows. */
export const LAST_ANNUAL_START = -395;
export const LAST_ANNUAL_END = -350;
/** Increases take effect ten days after the cycle closes. */
export const LAST_ANNUAL_EFFECTIVE = -340;
export const YEAR_DAYS = 365;

export const RATING_WEIGHTS: [number, number][] = [
  [5, 15],
  [4, 35],
  [3, 38],
  [2, 10],
  [1, 2],
];

/** A person with the compensation facts the cycles need. */
export interface Worker {
  person: Person;
  /** Ratings of past annual reviews; index 0 is last year's (k = 1). */
  ratings: number[];
  comp: CompensationOutcome;
  /** Annual reviews the person took part in, oldest first (the last one is last year's). */
  annuals: AnnualReview[];
  bonusTargetPct: number;
}

export interface WorkerSpec extends Omit<PersonSpec, 'hireDate'> {
  hireOffset: number;
  salary: number;
  bonusTargetPct: number;
  /** Share of salary paid as commission per quarter (sales). */
  commissionPct?: number;
  stockGrant?: number | null;
  ratings?: number[];
  promotion?: boolean;
  spotBonus?: boolean;
}

export interface WorkforceOptions {
  organization: Pick<Organization, 'id' | 'domain' | 'createdAt'>;
  compTypes: CompensationTypeIds;
  /** Cycle ids of the annual reviews k = 1, 2, … (null where the cycle is not in the store). */
  annualCycleIds: (string | null)[];
  /** How many years of annual reviews to generate at most. */
  maxYears: number;
}

export function annualEffectiveDate(b: SeedBuilder, k: number): IsoDate {
  return b.day(LAST_ANNUAL_EFFECTIVE - YEAR_DAYS * (k - 1));
}

export function addWorker(b: SeedBuilder, options: WorkforceOptions, spec: WorkerSpec): Worker {
  const { rng } = b;
  const hireDate = b.day(spec.hireOffset);
  const person = addPerson(b, options.organization, { ...spec, hireDate });
  const ratings =
    spec.ratings ?? Array.from({ length: options.maxYears }, () => rng.weighted(RATING_WEIGHTS));
  const annuals: AnnualReview[] = [];
  for (let k = options.maxYears; k >= 1; k -= 1) {
    const effectiveDate = annualEffectiveDate(b, k);
    if (b.offsetOf(effectiveDate) - spec.hireOffset < 90) continue;
    annuals.push({
      year: b.year - k,
      effectiveDate,
      cycleId: options.annualCycleIds[k - 1] ?? null,
      rating: ratings[k - 1] ?? 3,
    });
  }
  const comp = seedCompensationHistory(b, options.compTypes, {
    organizationId: options.organization.id,
    employeeId: person.employee.id,
    hireDate,
    position: spec.position,
    targetSalary: spec.salary,
    annuals,
    bonusTargetPct: spec.bonusTargetPct,
    quarterlyCommission: spec.commissionPct ? Math.round(spec.salary * spec.commissionPct) : null,
    stockGrant: spec.stockGrant ?? null,
    promotionIndex: spec.promotion && annuals.length > 1 ? rng.int(0, annuals.length - 1) : null,
    spotBonus: spec.spotBonus ?? false,
  });
  return { person, ratings, comp, annuals, bonusTargetPct: spec.bonusTargetPct };
}

/** Salary and bonus facts of the last annual review (k = 1), for last year's recommendations. */
export function lastAnnual(
  worker: Worker,
): { before: number; after: number; bonus: number; previousBonus: number | null } | null {
  const last = worker.annuals.length - 1;
  if (last < 0) return null;
  return {
    before: worker.comp.salaryBefore[last],
    after: worker.comp.salaryAfter[last],
    bonus: worker.comp.bonuses[last],
    previousBonus: last > 0 ? worker.comp.bonuses[last - 1] || null : null,
  };
}

/** The bonus paid at the most recent annual review (the "current value" of the bonus). */
export function latestBonus(worker: Worker): number | null {
  return worker.comp.bonuses.at(-1) || null;
}
