import type { PlannedCompensation } from '@/lib/imports/validate';
import { db } from './store';

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
