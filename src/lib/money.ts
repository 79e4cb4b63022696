import { FORMAT_LOCALE, moneyFormatOptions } from './locale-formats';

/** Shown where an amount is missing or not a number. */
export const EMPTY_VALUE = '—';

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(FORMAT_LOCALE, moneyFormatOptions(currency));
    moneyFormats.set(currency, format);
  }
  return format;
}

/**
 * Spec 02 §9 "Money is shown in US format with 2 decimals"; spec 01 §9 "Currency symbol $ for USD".
 * A missing or non-numeric amount shows as an em dash.
 */
export function formatMoney(amount: number | null | undefined, currency = 'USD'): string {
  if (amount == null || !Number.isFinite(amount)) return EMPTY_VALUE;
  return moneyFormat(currency || 'USD').format(amount);
}

// Made on first use, as every format here: building one is costly (about 10 ms for the first of
// a thread), and a module loaded at start-up (the mock's worker, the app) may never format.
let countFormat: Intl.NumberFormat | undefined;

/** A whole count with thousands separators, as the app writes numbers: 6,667. */
export function formatCount(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return EMPTY_VALUE;
  countFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  return countFormat.format(value);
}

/** Spec 02 §9: "Percentages have 1 decimal in the table and 2 decimals in the form." */
export function formatPercent(value: number | null | undefined, decimals = 1): string {
  if (value == null || !Number.isFinite(value)) return EMPTY_VALUE;
  let format = percentFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    percentFormats.set(decimals, format);
  }
  return `${format.format(value)}%`;
}

// Building a NumberFormat costs far more than formatting with one: tables format thousands of cells.
const percentFormats = new Map<number, Intl.NumberFormat>();
