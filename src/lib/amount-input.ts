/**
 * Money and percent as a person types them, read one way everywhere: an amount means what was
 * typed or is refused with a message that says what is wrong. Thousands separators, a leading
 * dollar sign, a trailing percent sign and any minus sign (the keyboard's '-' and the typographic
 * '−' a pasted figure carries) are understood; exponents ('1e6'), suffixes ('100k'), words and a
 * third decimal are not, since guessing there turns 1e6 into 16 or $300,000.555 into anything.
 */

export const AMOUNT_INPUT_MESSAGES = {
  money: 'Enter an amount like 5,500.00',
  percent: 'Enter a percent like 12.5',
  decimals: 'Use at most two decimals',
} as const;

export type AmountKind = 'money' | 'percent';

/** What a field holds: nothing typed (value null), a number, or why the text is not one. */
export type ParsedAmount = { ok: true; value: number | null } | { ok: false; message: string };

/** Minus signs besides '-': minus (U+2212), figure dash, en dash, small and full-width hyphen-minus. */
const MINUS_SIGNS = /[\u2212\u2012\u2013\uFE63\uFF0D]/g;
/** A whole part with commas between every three digits (5,500 or 1,000,000), or none at all. */
const WHOLE = /^(?:\d{1,3}(?:,\d{3})+|\d+)$/;

/**
 * Reads a money ('5,500', '5500.50', '$5,500', '-$250', '$-250') or percent ('12%', '-20%',
 * '−20%', '12.5') field. Empty text is no value; anything else must be such a number, with at
 * most two decimals.
 */
export function parseAmountInput(text: string, kind: AmountKind): ParsedAmount {
  const refused = { ok: false, message: AMOUNT_INPUT_MESSAGES[kind] } as const;
  let rest = text.trim().replace(MINUS_SIGNS, '-');
  if (rest === '') return { ok: true, value: null };
  let negative = false;
  const takeSign = () => {
    if (rest.startsWith('-') || rest.startsWith('+')) {
      negative = rest.startsWith('-');
      rest = rest.slice(1).trimStart();
      return true;
    }
    return false;
  };
  const signed = takeSign();
  if (kind === 'money' && rest.startsWith('$')) {
    rest = rest.slice(1).trimStart();
    if (!signed) takeSign();
  }
  if (kind === 'percent' && rest.endsWith('%')) rest = rest.slice(0, -1).trimEnd();
  const [whole, decimals, extra] = rest.split('.');
  if (extra !== undefined || !(WHOLE.test(whole) || whole === '')) return refused;
  // A trailing dot ('5500.') is a number being typed; a dot alone is none.
  if (decimals !== undefined && !/^\d*$/.test(decimals)) return refused;
  if (whole === '' && !decimals) return refused;
  if (decimals !== undefined && decimals.length > 2)
    return { ok: false, message: AMOUNT_INPUT_MESSAGES.decimals };
  const value = Number(`${whole.replace(/,/g, '') || '0'}.${decimals ?? '0'}`);
  return { ok: true, value: negative && value !== 0 ? -value : value };
}

/** The number a field holds; null when it is empty or not a number (its message says why). */
export function amountValue(text: string, kind: AmountKind): number | null {
  const parsed = parseAmountInput(text, kind);
  return parsed.ok ? parsed.value : null;
}

/** Why a field's text is not a number; null when it is one or is empty. */
export function amountInputError(text: string, kind: AmountKind): string | null {
  const parsed = parseAmountInput(text, kind);
  return parsed.ok ? null : parsed.message;
}
