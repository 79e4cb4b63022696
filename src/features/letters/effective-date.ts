/** The first day of next month (local), as a date input holds it: what letters take effect on first. */
export function firstOfNextMonth(now: Date): string {
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-01`;
}
