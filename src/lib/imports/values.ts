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

/**
 * An amount from text such as '95000', '$95,000.00', '95 000', 'USD 95000' or '95000 EUR'. Null when
 * anything else is left over or it has more than 2 decimals.
 */
export function parseImportAmount(value: string): number | null {
  const text = value
    .trim()
    .replace(/^[A-Za-z]{3}\s+|\s+[A-Za-z]{3}$/g, '')
    .replace(/^[$€£]/, '')
    .replace(/[,\s]/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return null;
  return Number(text);
}

/** The currency of a cell ('usd' → 'USD'); '' gives the default. Null when not 3 letters. */
export function parseImportCurrency(value: string): string | null {
  const text = value.trim();
  if (text === '') return 'USD';
  return /^[A-Za-z]{3}$/.test(text) ? text.toUpperCase() : null;
}
