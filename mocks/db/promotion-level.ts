import { recordAudit } from '@mocks/audit/record';
import { db } from './store';
import type { Employee, Recommendation, User } from './records';

const levelName = (levelId: string | null | undefined) =>
  (levelId ? db.levels.find(levelId)?.name : undefined) ?? 'no level';

function moveEmployee(
  employee: Employee,
  levelId: string | null,
  actor: User,
  recommendation: Recommendation,
  now: string,
  why: string,
): void {
  if (employee.levelId === levelId) return;
  db.employees.update(employee.id, { levelId, updatedAt: now });
  recordAudit({
    actor,
    organizationId: employee.organizationId,
    action: 'update',
    entityType: 'employee',
    entityId: employee.id,
    employeeId: employee.id,
    summary: `Level of ${employee.firstName} ${employee.lastName} changed to ${levelName(levelId)} (${why})`,
    before: { level: levelName(employee.levelId) },
    after: { level: levelName(levelId) },
    reason: `Recommendation ${recommendation.id}`,
    at: new Date(now),
  });
}

/**
 * The level side of an approval's change of pay (approved-pay.ts): when a recommendation with a
 * new level becomes approved, its employee moves to that level; when one that was approved stops
 * being so (an undo, a restarted chain) while they are still on the level it gave them, they go
 * back to the level it was submitted from. `previous` is the recommendation as it was approved or
 * not before this change (its level, should an edit have changed it since).
 */
export function settlePromotionLevel(
  previous: Recommendation | undefined,
  settled: Recommendation,
  employee: Employee,
  actor: User,
  stamp: string,
): void {
  const was = previous?.status === 'approved';
  const is = settled.status === 'approved';
  if (was === is) return;
  if (is && settled.newLevelId) {
    const level = db.levels.find(settled.newLevelId);
    if (level?.organizationId !== employee.organizationId) return;
    moveEmployee(employee, level.id, actor, settled, stamp, 'promotion approved');
  } else if (was && previous?.newLevelId && employee.levelId === previous.newLevelId) {
    const back = previous.currentLevelId ?? null;
    moveEmployee(employee, back, actor, settled, stamp, 'promotion approval undone');
  }
}

/**
 * The level a (re)submitted recommendation promotes from: the employee's, unless its approved
 * promotion already put them on its level (then the level it was first submitted from).
 */
export function levelSubmittedFrom(
  existing: Recommendation | undefined,
  employee: Pick<Employee, 'levelId'> | undefined,
): string | null {
  const moved =
    existing?.status === 'approved' &&
    !!existing.newLevelId &&
    employee?.levelId === existing.newLevelId;
  return moved ? (existing.currentLevelId ?? null) : (employee?.levelId ?? null);
}
