import type { components } from '@/api/schema';
import { afterLevelOf, bandChange } from '@/lib/band-change';
import { db } from '@mocks/db';
import type { Employee, Level } from '@mocks/db/records';

type BandPosition = components['schemas']['BandPosition'];

/** An organization's levels by id: one read per list, then each row is a Map lookup. */
export type LevelIndex = ReadonlyMap<string, Level>;

export function levelIndexOf(organizationId: string): LevelIndex {
  return new Map(db.levels.lookup('organizationId', organizationId).map((l) => [l.id, l]));
}

const levelIn = (levels: LevelIndex, id: string | null) => (id ? (levels.get(id) ?? null) : null);

/**
 * An employee's band position before and after a recommendation (src/lib/band-change.ts): the
 * salary now in their level's band, salary + `increase` in the band of the level after (a
 * promotion's, else theirs). `increase` null: no recommendation, nothing after.
 */
export function employeeBandChange(
  employee: Pick<Employee, 'levelId' | 'zone'> | undefined,
  levels: LevelIndex,
  salary: { amount: number | null; currency: string },
  increase: number | null,
  recommendation?: object | null,
): { level: Level | null; before: BandPosition | null; after: BandPosition | null } {
  const level = levelIn(levels, employee?.levelId ?? null);
  const afterLevel = levelIn(levels, afterLevelOf(recommendation, level?.id ?? null));
  const { before, after } = bandChange({
    level,
    afterLevel,
    zone: employee?.zone,
    salary: salary.amount,
    currency: salary.currency,
    increase,
  });
  return { level, before, after };
}
