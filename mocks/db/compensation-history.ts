import type { PlannedCompensation } from '@/lib/imports/validate';
import { db } from './store';
import type { CompensationHistory } from './records';

const recordedAt = (entry: CompensationHistory) => Date.parse(entry.createdAt) || 0;

/**
 * An employee's compensation history entries newest first: by effective date, and on one day the
 * entry recorded last first (by createdAt, then by the order of recording, which two approvals
 * under one frozen clock need). Ids are random: they say nothing about which entry is newer.
 */
export function historyNewestFirst(employeeId: string): CompensationHistory[] {
  return db.compensationHistories
    .lookup('employeeId', employeeId)
    .map((entry, recorded) => ({ entry, recorded }))
    .sort(
      (a, b) =>
        b.entry.effectiveDate.localeCompare(a.entry.effectiveDate) ||
        recordedAt(b.entry) - recordedAt(a.entry) ||
        b.recorded - a.recorded,
    )
    .map(({ entry }) => entry);
}

/** Adds a compensation history entry with its one component (an import or a new employee's salary). */
export function addHistory(
  organizationId: string,
  entry: Omit<PlannedCompensation, 'reason'> & { reason: string },
  stamp: string,
): void {
  const history = db.compensationHistories.insert({
    organizationId,
    employeeId: entry.employeeId,
    effectiveDate: entry.effectiveDate,
    changeType: entry.changeType,
    changeReason: entry.reason,
    cycleId: null,
    createdAt: stamp,
  });
  db.compensationComponents.insert({
    historyId: history.id,
    typeId: entry.typeId,
    amount: entry.amount,
    currency: entry.currency,
  });
}
