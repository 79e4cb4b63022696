import { monthsBefore, toDateKey } from './dates';

/** A compensation history entry as both the API and the mock hold it (spec 01 §3). */
export interface CompensationEntryLike {
  effectiveDate: string;
  changeType?: string | null;
  components: readonly {
    type: string | { name: string } | null;
    amount: number;
    currency?: string | null;
  }[];
}

type Component = CompensationEntryLike['components'][number];

/** The name of a component's type, whether given as a string or as {name}. */
export function componentTypeName(component: Pick<Component, 'type'>): string {
  const { type } = component;
  return (typeof type === 'string' ? type : (type?.name ?? '')).toLowerCase();
}

/** The spec's "type contains salary" test, on a compensation type's name (any case). */
export const isSalaryTypeName = (name: string) => name.toLowerCase().includes('salary');
/** Bonus-like types: the name contains bonus or commission (any case). */
export const isBonusTypeName = (name: string) => /bonus|commission/i.test(name);

const isSalary = (c: Component) => isSalaryTypeName(componentTypeName(c));
const isBonus = (c: Component) => isBonusTypeName(componentTypeName(c));

/**
 * Entries that have a salary component, oldest first, with that salary. Entries of the same day
 * keep the order of a history as the API lists it (newest first): the one listed first is the
 * latest (two approvals on one day: the second one's salary is the one in force).
 */
function salaryTimeline(history: readonly CompensationEntryLike[]) {
  return history
    .map((entry, listed) => ({
      date: toDateKey(entry.effectiveDate),
      salary: entry.components.find(isSalary),
      listed,
    }))
    .filter(
      (e): e is { date: string; salary: Component; listed: number } => !!e.date && !!e.salary,
    )
    .sort((a, b) => a.date.localeCompare(b.date) || b.listed - a.listed);
}

/**
 * Spec 02 §7: "The latest component whose type contains salary gives the current salary" (by
 * effectiveDate; on one day, the entry listed first in a newest-first history); null without one.
 */
export function currentSalary(history: readonly CompensationEntryLike[]): number | null {
  return salaryTimeline(history).at(-1)?.salary.amount ?? null;
}

let window12: { at: number; today: string | null; since: string | null } | null = null;

/**
 * The 12 months up to `now`, as calendar days. A list prices every member against one `now`: the
 * days are worked out once for it (per member, dayjs made a 10,000-member teams call ~0.4 s slower).
 */
function last12Months(now: Date): { today: string | null; since: string | null } {
  const at = now.getTime();
  if (window12?.at !== at) {
    window12 = { at, today: toDateKey(now), since: monthsBefore(now, 12) };
  }
  return window12;
}

/**
 * Spec 01 §9: "Bonus total covers bonus or commission components of the last 12 months": effective dates
 * after the same day a year ago, up to and including today.
 */
export function bonusesLast12Months(history: readonly CompensationEntryLike[], now: Date): number {
  const { today, since } = last12Months(now);
  if (!today || !since) return 0;
  return history
    .filter((entry) => {
      const date = toDateKey(entry.effectiveDate);
      return !!date && date > since && date <= today;
    })
    .flatMap((entry) => entry.components.filter(isBonus))
    .reduce((sum, c) => sum + c.amount, 0);
}

export interface LastIncrease {
  date: string;
  salary: number;
  previousSalary: number;
  amount: number;
  percent: number;
}

/**
 * The latest salary change: the newest entry whose salary differs from the salary before it, with the
 * change amount and its percent of the previous salary. Null when the salary never changed.
 */
export function lastIncrease(history: readonly CompensationEntryLike[]): LastIncrease | null {
  const timeline = salaryTimeline(history);
  for (let i = timeline.length - 1; i > 0; i--) {
    const salary = timeline[i]!.salary.amount;
    const previousSalary = timeline[i - 1]!.salary.amount;
    if (salary !== previousSalary) {
      const amount = salary - previousSalary;
      const percent = previousSalary > 0 ? Math.round((amount / previousSalary) * 10000) / 100 : 0;
      return { date: timeline[i]!.date, salary, previousSalary, amount, percent };
    }
  }
  return null;
}
