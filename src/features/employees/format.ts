import { EMPTY_VALUE } from '@/lib/money';

/** A calendar day in US format ('Mar 31, 2026'); an em dash when missing. */
export function formatDay(date: string | null | undefined): string {
  if (!date) return EMPTY_VALUE;
  const day = new Date(`${date.slice(0, 10)}T00:00:00`);
  return Number.isNaN(day.getTime())
    ? date
    : day.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** 'annual' → 'Annual', 'spot_bonus' → 'Spot Bonus'. */
export function titleCase(value: string): string {
  return value.replace(/[_-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}
