import { FORMAT_LOCALE, LETTER_DATE_OPTIONS, moneyFormatOptions } from '@/lib/locale-formats';

/**
 * Has the browser load its locale data for the app's money and letter dates, on a thread that
 * would otherwise wait. The first `Intl` format of a page's process costs 12–15 ms on whichever
 * thread makes it, and the mock's worker makes one as it seeds the demo (the released letter's
 * amounts and date, `formatMoney` and `formatLetterDate`). The prerendered sign-in page calls this
 * while it waits for the mock (main.tsx). Mock ready, four runs of 14 alternating cold loads: 7–16
 * ms earlier (188 → 178, 194 → 178, 192 → 185, 171 → 164). The options come from their own small
 * module: money.ts and letters.ts in the entry would go to every page.
 */
export function warmLocaleData(): void {
  new Intl.NumberFormat(FORMAT_LOCALE, moneyFormatOptions('USD')).format(0);
  new Intl.DateTimeFormat(FORMAT_LOCALE, LETTER_DATE_OPTIONS).format(0);
}
