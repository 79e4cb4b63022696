import { promotionProblems } from '@/lib/promotions';
import { db } from '@mocks/db';
import type { Level } from '@mocks/db/records';
import type { ErrorDetail } from '@mocks/http/errors';
import { activeCyclesOf } from '@mocks/views/employee';

/** A level of the organization; undefined for an id that is none of its levels. */
export function organizationLevel(
  organizationId: string,
  levelId: string | null | undefined,
): Level | undefined {
  const level = levelId ? db.levels.find(levelId) : undefined;
  return level?.organizationId === organizationId ? level : undefined;
}

export interface PromotionRequest {
  organizationId: string;
  employeeId: string;
  newLevelId: string | null | undefined;
  justification: string | null | undefined;
  /** Current salary plus the salary increase. */
  newSalary: number;
  currency: string;
  /** The level the promotion is from (default: the employee's). */
  currentLevelId?: string | null;
  submit: boolean;
}

/**
 * The 400 details of a promotion (src/lib/promotions): the level must be one of the
 * organization's and not the current one; on submit the new salary must reach the new band's
 * minimum (the band of the employee's zone) unless justified.
 */
export function promotionDetails(request: PromotionRequest): ErrorDetail[] {
  const employee = db.employees.find(request.employeeId);
  return promotionProblems({
    currentLevelId:
      request.currentLevelId === undefined ? (employee?.levelId ?? null) : request.currentLevelId,
    newLevelId: request.newLevelId,
    newLevel: organizationLevel(request.organizationId, request.newLevelId),
    zone: employee?.zone ?? null,
    currency: request.currency,
    newSalary: request.newSalary,
    justification: request.justification,
    submit: request.submit,
  });
}

/**
 * The people whose promotion holds a level: a recommendation awaiting approval, or approved in a
 * cycle still active (its approval can be undone), that moves them to the level or back from it.
 */
export function promotionsHoldingLevel(level: Level, now: Date): string[] {
  const active = new Set(activeCyclesOf(level.organizationId, now).map((c) => c.id));
  const names: string[] = [];
  for (const r of db.recommendations.lookup('organizationId', level.organizationId)) {
    if (r.newLevelId !== level.id && r.currentLevelId !== level.id) continue;
    if (!r.newLevelId) continue;
    const open =
      r.status === 'pending_approval' || (r.status === 'approved' && active.has(r.cycleId));
    if (!open) continue;
    const participant = db.participants.find(r.participantId);
    const employee = participant ? db.employees.find(participant.employeeId) : undefined;
    if (employee) names.push(`${employee.firstName} ${employee.lastName}`);
  }
  return names.sort((a, b) => a.localeCompare(b));
}
