import { db } from '@mocks/db';

export interface PayEntry {
  /** Effective date, YYYY-MM-DD. */
  date: string;
  /** The new annual base salary from this date. */
  salary?: number;
  /** An annual bonus paid on this date. */
  bonus?: number;
  changeType?: string;
  reason?: string;
}

/**
 * Replaces an employee's compensation history with these entries (Base Salary and Annual Bonus of
 * their organization, in USD). The demo's seeded pay comes from a random generator; a test that
 * checks a figure writes the pay it starts from here and states the figure it expects.
 */
export function setPayHistory(employeeId: string, entries: readonly PayEntry[]): void {
  const { organizationId } = db.employees.find(employeeId)!;
  const typeId = (name: string) =>
    db.compensationTypes.first((t) => t.organizationId === organizationId && t.name === name)!.id;
  const old = new Set(db.compensationHistories.lookup('employeeId', employeeId).map((h) => h.id));
  db.compensationComponents.removeWhere((c) => old.has(c.historyId));
  db.compensationHistories.removeWhere((h) => old.has(h.id));
  for (const entry of entries) {
    const history = db.compensationHistories.insert({
      organizationId,
      employeeId,
      effectiveDate: entry.date,
      changeType: entry.changeType ?? 'annual',
      changeReason: entry.reason ?? `${entry.date} review`,
      cycleId: null,
      createdAt: `${entry.date}T10:00:00Z`,
    });
    const component = (name: string, amount: number) =>
      db.compensationComponents.insert({
        historyId: history.id,
        typeId: typeId(name),
        amount,
        currency: 'USD',
      });
    if (entry.salary !== undefined) component('Base Salary', entry.salary);
    if (entry.bonus !== undefined) component('Annual Bonus', entry.bonus);
  }
}
