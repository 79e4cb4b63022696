/**
 * Money across currencies: ISO 4217 codes, rounding to a currency's minor units, and conversion
 * through an organization's exchange rates. Shared by the screens and the mock, so a total reads
 * the same everywhere. Rates are never guessed: a missing one is an error naming the currency.
 */

/** Where an admin keeps the rates, named by every message about a missing one. */
export const EXCHANGE_RATES_PLACE = 'Settings → Exchange rates';

/** One rate of an organization: 1 unit of `currency` is worth `rate` of the organization's currency from `effectiveDate` on. */
export interface RateEntry {
  currency: string;
  rate: number;
  /** YYYY-MM-DD */
  effectiveDate: string;
}

export interface ExchangeRateTable {
  organizationCurrency: string;
  rates: readonly RateEntry[];
}

export class MissingRateError extends Error {
  constructor(
    readonly from: string,
    readonly to: string,
    readonly date: string,
  ) {
    super(
      `No exchange rate from ${from} to ${to} on ${date}: add one under ${EXCHANGE_RATES_PLACE}`,
    );
    this.name = 'MissingRateError';
  }
}

let isoCodes: ReadonlySet<string> | undefined;

/** The ISO 4217 codes the platform knows (Intl's list: no hand-kept table to fall behind). */
export function isoCurrencyCodes(): ReadonlySet<string> {
  isoCodes ??= new Set(Intl.supportedValuesOf('currency'));
  return isoCodes;
}

export function isIsoCurrency(code: string): boolean {
  return isoCurrencyCodes().has(code);
}

const minorUnitCache = new Map<string, number>();

/** Digits after the decimal point of a currency's smallest unit: USD 2, JPY 0, KWD 3. */
export function minorUnits(currency: string): number {
  let digits = minorUnitCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
    }).resolvedOptions().maximumFractionDigits!;
    minorUnitCache.set(currency, digits);
  }
  return digits;
}

/**
 * An amount rounded to the currency's minor units, half away from zero. The nudge by a relative
 * epsilon keeps amounts a double holds just below the half (1.005 is 1.00499...) rounding as
 * written.
 */
export function roundMoney(amount: number, currency: string): number {
  const factor = 10 ** minorUnits(currency);
  const rounded = Math.round(Math.abs(amount) * factor * (1 + Number.EPSILON)) / factor;
  return amount < 0 ? -rounded : rounded;
}

/** The rate of `currency` to the organization's currency on `date` (the latest effective then); null when there is none. */
export function rateOn(table: ExchangeRateTable, currency: string, date: string): number | null {
  if (currency === table.organizationCurrency) return 1;
  let best: RateEntry | undefined;
  for (const entry of table.rates) {
    if (entry.currency !== currency || entry.effectiveDate > date) continue;
    if (!best || entry.effectiveDate > best.effectiveDate) best = entry;
  }
  return best ? best.rate : null;
}

/**
 * `amount` of `from` in `to` on `date`, through the organization's currency, rounded to `to`'s
 * minor units. Throws MissingRateError when either rate is missing.
 */
export function convert(
  amount: number,
  from: string,
  to: string,
  table: ExchangeRateTable,
  date: string,
): number {
  if (from === to) return amount;
  const fromRate = rateOn(table, from, date);
  if (fromRate === null) throw new MissingRateError(from, to, date);
  const toRate = rateOn(table, to, date);
  if (toRate === null) throw new MissingRateError(to, table.organizationCurrency, date);
  return roundMoney((amount * fromRate) / toRate, to);
}

export interface CurrencySum {
  /** The sum of the amounts that could be converted, each rounded in `currency` before adding. */
  total: number;
  currency: string;
  /** Currencies without a rate, sorted: their amounts are left out of `total`. */
  missing: string[];
}

/** Amounts in several currencies added in one: each converted (and rounded) first, never added 1:1. */
export function sumInCurrency(
  amounts: Iterable<{ amount: number; currency: string }>,
  currency: string,
  table: ExchangeRateTable,
  date: string,
): CurrencySum {
  let total = 0;
  const missing = new Set<string>();
  for (const { amount, currency: from } of amounts) {
    try {
      total += convert(amount, from, currency, table, date);
    } catch (error) {
      if (!(error instanceof MissingRateError)) throw error;
      missing.add(from);
    }
  }
  return { total: roundMoney(total, currency), currency, missing: [...missing].sort() };
}
