import { isBonusTypeName, isSalaryTypeName } from '@/lib/compensation';
import { formatMoney } from '@/lib/money';
import { recordAudit } from '@mocks/audit/record';
import { settlePromotionLevel } from './promotion-level';
import { db } from './store';
import type { Employee, Participant, Recommendation, User } from './records';

/** The type of a component: a saved row's type of that kind, else the organization's first. */
function typeFor(participant: Participant, kind: (name: string) => boolean): string | undefined {
  const saved = db.compensationData
    .lookup('participantId', participant.id)
    .flatMap((c) => c.changes)
    .find((c) => kind(c.typeName));
  if (saved) return saved.type;
  return db.compensationTypes
    .lookup('organizationId', participant.organizationId)
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
    .find((t) => kind(t.name))?.id;
}

/** The compensation history entries a cycle's approval wrote for an employee (one at most). */
const payEntriesOf = (employeeId: string, cycleId: string) =>
  db.compensationHistories.lookup('cycleId', cycleId).filter((h) => h.employeeId === employeeId);

/** Removes the entries a cycle's approval wrote for an employee; whether there were any. */
function removePay(employee: Employee, participant: Participant): boolean {
  const entries = payEntriesOf(employee.id, participant.cycleId);
  for (const entry of entries) {
    for (const c of db.compensationComponents.lookup('historyId', entry.id))
      db.compensationComponents.remove(c.id);
    db.compensationHistories.remove(entry.id);
  }
  return entries.length > 0;
}

/**
 * Records an approved recommendation's pay in the compensation history, effective the day of the
 * approval: the new salary (when it changes or the level does) and the bonus, in one entry of the
 * cycle (a promotion's entry has change type promotion). An earlier entry of the cycle is replaced.
 */
function recordPay(
  employee: Employee,
  participant: Participant,
  recommendation: Recommendation,
  stamp: string,
): boolean {
  removePay(employee, participant);
  const salaryType = typeFor(participant, isSalaryTypeName);
  const bonusType = typeFor(participant, isBonusTypeName);
  const salaryChanges =
    recommendation.proposedSalary !== recommendation.currentSalary || !!recommendation.newLevelId;
  const components = [
    ...(salaryType && salaryChanges
      ? [{ typeId: salaryType, amount: recommendation.proposedSalary }]
      : []),
    ...(bonusType && (recommendation.proposedBonus ?? 0) > 0
      ? [{ typeId: bonusType, amount: recommendation.proposedBonus ?? 0 }]
      : []),
  ];
  if (components.length === 0) return false;
  const cycle = db.reviewCycles.find(participant.cycleId);
  const level = recommendation.newLevelId ? db.levels.find(recommendation.newLevelId) : undefined;
  const entry = db.compensationHistories.insert({
    organizationId: employee.organizationId,
    employeeId: employee.id,
    effectiveDate: stamp.slice(0, 10),
    changeType: level ? 'promotion' : 'annual',
    changeReason: level
      ? `Promoted to ${level.name} (${cycle?.name ?? 'review cycle'})`
      : `${cycle?.name ?? 'Review cycle'}: approved recommendation`,
    cycleId: participant.cycleId,
    createdAt: stamp,
  });
  for (const component of components)
    db.compensationComponents.insert({
      historyId: entry.id,
      ...component,
      currency: recommendation.currency || 'USD',
    });
  return true;
}

/**
 * What an approval changes, together and at once, the day of the final approval being the
 * effective date: the salary and bonus (a compensation history entry of the cycle) and a
 * promotion's level, so the employee never reads a new level against the old salary. When an
 * approval stops holding (an undo, a restarted chain, a revert, a deletion), both go back: the
 * entry is removed and the employee returns to the level the promotion was submitted from. Each
 * change of pay is in the audit trail, as `actor`'s. `previous` is the recommendation as it was
 * before this change.
 */
export function settleApprovedPay(
  previous: Recommendation | undefined,
  settled: Recommendation,
  actor: User,
  stamp: string,
): void {
  const was = previous?.status === 'approved';
  const is = settled.status === 'approved';
  if (was === is) return;
  const participant = db.participants.find(settled.participantId);
  const employee = participant ? db.employees.find(participant.employeeId) : undefined;
  if (!participant || !employee) return;
  settlePromotionLevel(previous, settled, employee, actor, stamp);
  const changed = is
    ? recordPay(employee, participant, settled, stamp)
    : removePay(employee, participant);
  if (!changed) return;
  const approved = is ? settled : (previous ?? settled);
  const money = (n: number) => formatMoney(n, approved.currency || 'USD');
  const paidBefore = { salary: approved.currentSalary };
  const paidAfter = { salary: approved.proposedSalary, bonus: approved.proposedBonus ?? null };
  const name = `${employee.firstName} ${employee.lastName}`;
  recordAudit({
    actor,
    organizationId: employee.organizationId,
    action: 'update',
    entityType: 'compensation',
    entityId: employee.id,
    employeeId: employee.id,
    summary: is
      ? `Pay of ${name} changed to ${money(approved.proposedSalary)} (recommendation approved)`
      : `Pay of ${name} back to ${money(approved.currentSalary)} (approval undone)`,
    before: is ? paidBefore : paidAfter,
    after: is ? paidAfter : paidBefore,
    reason: `Recommendation ${settled.id}`,
    at: new Date(stamp),
  });
}
