import { bonusesLast12Months, currentSalary } from '@/lib/compensation';
import type { CompensationEntry } from '@/api/resources/dashboards';

export interface CompensationPoint {
  date: string;
  baseSalary: number;
  /** Base salary plus the bonuses and commissions of the 12 months up to the date. */
  totalCash: number;
}

/**
 * One point per change date, oldest first, once a salary is known: the base salary in force on
 * that date and the total cash (base plus bonus or commission paid in the 12 months up to it).
 */
export function compensationSeries(history: readonly CompensationEntry[]): CompensationPoint[] {
  const dates = [...new Set(history.map((e) => e.effectiveDate))].sort();
  const points: CompensationPoint[] = [];
  for (const date of dates) {
    const upTo = history.filter((e) => e.effectiveDate <= date);
    const baseSalary = currentSalary(upTo);
    if (baseSalary === null) continue;
    const bonuses = bonusesLast12Months(upTo, new Date(`${date}T12:00:00`));
    points.push({ date, baseSalary, totalCash: baseSalary + bonuses });
  }
  return points;
}
