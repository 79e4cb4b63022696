/** The options of the app's money and letter-date formats (money.ts, letters.ts). */
/** The locale of every format the app writes (spec 01 §9, spec 02 §9: US formats). */
export const FORMAT_LOCALE = 'en-US';

/** Spec 02 §9: US format, 2 decimals. */
export function moneyFormatOptions(currency: string): Intl.NumberFormatOptions {
  return { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 };
}

/** 'January 1, 2026', the calendar day as written, whatever the time zone. */
export const LETTER_DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
};
