/**
 * Has the browser load its locale data for US money and long dates, on a thread that would
 * otherwise wait. The first `Intl` format of a page's process costs 12–15 ms on whichever thread
 * makes it, and the mock's worker makes one as it seeds the demo (the released letter's amounts
 * and date: `formatMoney` in src/lib/money.ts, `formatLetterDate` in src/lib/letters.ts). The
 * prerendered sign-in page calls this while it waits for the mock (main.tsx). Mock ready, four runs
 * of 14 alternating cold loads: 7–16 ms earlier (188 → 178, 194 → 178, 192 → 185, 171 → 164). Those modules are not imported here: the
 * entry would carry them to every page.
 */
export function warmLocaleData(): void {
  // The same options as theirs: the locale data each needs is what gets loaded.
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(0);
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(0);
}
