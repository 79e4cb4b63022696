import { toDateKey } from '@/lib/dates';

interface HistoryLike {
  effectiveDate: string;
  components: readonly { typeId: string; amount: number }[];
}

interface TypeLike {
  id: string;
  name: string;
}

/**
 * The current value of each compensation type for one employee: salary types (name contains salary)
 * take the participant's current salary (spec 02 §7 "The latest component whose type contains salary
 * gives the current salary"); other types the latest amount of that type in the history, else null.
 */
export function currentValuesByType(
  types: readonly TypeLike[],
  history: readonly HistoryLike[],
  currentSalary: number | null,
): Map<string, number | null> {
  const latest = new Map<string, { date: string; amount: number }>();
  for (const entry of history) {
    const date = toDateKey(entry.effectiveDate) ?? '';
    for (const component of entry.components) {
      const seen = latest.get(component.typeId);
      if (!seen || date > seen.date)
        latest.set(component.typeId, { date, amount: component.amount });
    }
  }
  return new Map(
    types.map((type) => [
      type.id,
      type.name.toLowerCase().includes('salary') && currentSalary != null
        ? currentSalary
        : (latest.get(type.id)?.amount ?? null),
    ]),
  );
}
