import { bandPosition, type BandPosition } from '@/lib/pay-bands';
import { db } from '@mocks/db';
import { levelOf } from './employee';

/**
 * Where a participant's salary before the change sits in their level's band: the
 * compa-ratio that picks their column of the merit matrix. `salary` is the one their
 * recommendation was made on once there is one, else their current salary (as the pools read it).
 * Null without a level, a salary or a band in the salary's currency.
 */
export function bandPositionBefore(
  employeeId: string,
  salary: { amount: number | null; currency: string },
): BandPosition | null {
  const employee = db.employees.find(employeeId);
  if (!employee) return null;
  return bandPosition(levelOf(employee), employee.zone, salary.amount, salary.currency);
}

export const compaRatioBefore = (
  employeeId: string,
  salary: { amount: number | null; currency: string },
): number | null => bandPositionBefore(employeeId, salary)?.compaRatio ?? null;
