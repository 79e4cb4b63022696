import type { components } from '@/api/schema';
import { orderedBands } from '@/lib/levels';
import { BAND_MESSAGES } from '@/lib/pay-bands';
import { db } from '@mocks/db';
import { cached } from '@mocks/db/cached';
import type { Level } from '@mocks/db/records';
import type { ErrorDetail } from '@mocks/http/errors';
import { versionOf } from '@mocks/http/versions';

export type LevelDto = components['schemas']['Level'];

/**
 * Active employees per level of an organization, counted in one pass and kept until the data
 * changes (10,000 employees on `large`).
 */
export const employeeCountsOf: (organizationId: string) => ReadonlyMap<string, number> = cached(
  'employee counts by level',
  (organizationId: string) => {
    const counts = new Map<string, number>();
    for (const e of db.employees.lookup('organizationId', organizationId)) {
      if (e.isActive && e.levelId) counts.set(e.levelId, (counts.get(e.levelId) ?? 0) + 1);
    }
    return counts;
  },
  (organizationId: string) => organizationId,
);

/** A stored level as the API shows it: bands default first, then zones by name. */
export function toLevelDto(level: Level): LevelDto {
  return {
    id: level.id,
    version: versionOf(level),
    name: level.name,
    order: level.order,
    jobFamily: level.jobFamily,
    bands: orderedBands(level.bands),
    employeeCount: employeeCountsOf(level.organizationId).get(level.id) ?? 0,
    createdAt: level.createdAt,
    updatedAt: level.updatedAt,
  };
}

/** An organization's levels in the list's order: by order, then name. */
export function levelsInOrder(organizationId: string): Level[] {
  return db.levels
    .lookup('organizationId', organizationId)
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}

const amount = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/**
 * What the audit trail keeps of a level, one readable value per field: name, order, job family
 * and each band under its zone ('Default band': '85,000 – 102,000 – 119,000 USD').
 */
export function levelAuditView(
  level: Pick<Level, 'name' | 'order' | 'jobFamily' | 'bands'>,
): Record<string, string | number | null> {
  const view: Record<string, string | number | null> = {
    name: level.name,
    order: level.order,
    jobFamily: level.jobFamily,
  };
  for (const band of orderedBands(level.bands)) {
    view[`${band.zone ?? 'Default'} band`] =
      `${amount(band.min)} – ${amount(band.mid)} – ${amount(band.max)} ${band.currency}`;
  }
  return view;
}

/** The fields of `after` that differ from `before` (a band gone reads null after). */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => (before[k] ?? null) !== (after[k] ?? null),
  );
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
  };
}

/** A level id an employee write names must be one of the caller's organization (null: none). */
export function levelIdProblems(
  organizationId: string,
  levelId: string | null | undefined,
): ErrorDetail[] {
  if (!levelId) return [];
  const level = db.levels.find(levelId);
  return level && level.organizationId === organizationId
    ? []
    : [{ field: 'levelId', message: BAND_MESSAGES.levelNotFound }];
}
