/**
 * A calendar day from the usual spellings of HR exports: 2024-02-01, 2024/02/01, 02/01/2024 and
 * 2/1/2024 (US month first). Null when it is none of these or not a real day.
 */
export function parseImportDate(value: string): string | null {
  const text = value.trim();
  let match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text);
  let year: number, month: number, day: number;
  if (match) {
    [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else {
    match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
    if (!match) return null;
    [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return date.toISOString().slice(0, 10);
}

/** Why an amount cell is not one: said so the user can fix the file, never "must be positive". */
export const AMOUNT_TEXT_MESSAGES = {
  notAnAmount: 'Not an amount: write it like 65,000.00',
  decimalComma: 'Write the cents after a dot and thousands with commas: 65,000.00, not 65.000,00',
  decimals: 'Use at most two decimals',
} as const;

/** A currency code before or after an amount's number, in group 1 or 2. */
const CODE_AROUND_NUMBER = /^([A-Za-z]{3})\s+|\s+([A-Za-z]{3})$/;

/** The number part of a cell: without a currency code or sign before or after it. */
const numberPart = (value: string) =>
  value
    .trim()
    .replace(new RegExp(CODE_AROUND_NUMBER, 'g'), '')
    .replace(/^[$€£]/, '');

/**
 * Thousands grouped by commas or spaces (95,000 or 95 000) or not at all, then up to 2 decimals
 * after a dot. A comma anywhere else is refused: stripping it would read '95,00' as 9,500.
 */
const AMOUNT = /^-?(?:\d{1,3}(?:[,\s]\d{3})+|\d+)(?:\.\d{1,2})?$/;

/**
 * An amount from text such as '95000', '$95,000.00', '95 000', 'USD 95000' or '95000 EUR'. Null when
 * anything else is left over, a comma is not a thousands separator, or it has more than 2 decimals.
 */
export function parseImportAmount(value: string): number | null {
  const text = numberPart(value);
  if (!AMOUNT.test(text)) return null;
  return Number(text.replace(/[,\s]/g, ''));
}

/** Why `value` is not an amount ({@link AMOUNT_TEXT_MESSAGES}); null when it is one. */
export function amountTextProblem(value: string): string | null {
  if (parseImportAmount(value) !== null) return null;
  const text = numberPart(value);
  // 65.000,00 or 1.250 or 95,50: the dot and comma of many European exports.
  if (/^-?\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$|^-?\d+,\d{1,2}$/.test(text))
    return AMOUNT_TEXT_MESSAGES.decimalComma;
  if (/^-?[\d,\s]+\.\d{3,}$/.test(text)) return AMOUNT_TEXT_MESSAGES.decimals;
  return AMOUNT_TEXT_MESSAGES.notAnAmount;
}

/** Signs that name one currency only: '$' stays the Currency column's (or the default's). */
const CURRENCY_SIGNS: Record<string, string> = { '€': 'EUR', '£': 'GBP' };

/**
 * The currency an amount cell names: a code before or after the number ('SEK 620,000.00',
 * '95 000 EUR'), or € or £; null when it names none.
 */
export function currencyNamedIn(value: string): string | null {
  const text = value.trim();
  const code = CODE_AROUND_NUMBER.exec(text);
  if (code) return (code[1] ?? code[2]).toUpperCase();
  const sign = /^([€£])|([€£])$/.exec(text);
  return sign ? CURRENCY_SIGNS[sign[1] ?? sign[2]] : null;
}

/** The currency of a cell ('usd' → 'USD'); '' gives the default. Null when not 3 letters. */
export function parseImportCurrency(value: string): string | null {
  const text = value.trim();
  if (text === '') return 'USD';
  return /^[A-Za-z]{3}$/.test(text) ? text.toUpperCase() : null;
}
