import { describe, expect, it } from 'vitest';
import {
  convert,
  isIsoCurrency,
  minorUnits,
  MissingRateError,
  rateOn,
  roundMoney,
  sumInCurrency,
  type ExchangeRateTable,
} from './currency';

const table: ExchangeRateTable = {
  organizationCurrency: 'USD',
  rates: [
    { currency: 'EUR', rate: 1.05, effectiveDate: '2026-01-01' },
    { currency: 'EUR', rate: 1.1, effectiveDate: '2026-07-01' },
    { currency: 'SEK', rate: 0.095, effectiveDate: '2026-01-01' },
    { currency: 'JPY', rate: 0.0067, effectiveDate: '2026-01-01' },
  ],
};

describe('currency codes and minor units', () => {
  it('knows ISO 4217 codes and refuses others', () => {
    expect(isIsoCurrency('SEK')).toBe(true);
    expect(isIsoCurrency('KWD')).toBe(true);
    expect(isIsoCurrency('ABC')).toBe(false);
    expect(isIsoCurrency('usd')).toBe(false);
  });

  it('JPY has no minor unit, USD two, KWD three', () => {
    expect(minorUnits('JPY')).toBe(0);
    expect(minorUnits('USD')).toBe(2);
    expect(minorUnits('KWD')).toBe(3);
  });

  it('rounds half away from zero at the minor unit', () => {
    expect(roundMoney(1.005, 'USD')).toBe(1.01);
    expect(roundMoney(2.5, 'JPY')).toBe(3);
    expect(roundMoney(-2.5, 'JPY')).toBe(-3);
    expect(roundMoney(1.0005, 'KWD')).toBe(1.001);
    expect(roundMoney(1234.5678, 'KWD')).toBe(1234.568);
  });
});

describe('rates', () => {
  it('takes the latest rate in effect on the day', () => {
    expect(rateOn(table, 'EUR', '2026-06-30')).toBe(1.05);
    expect(rateOn(table, 'EUR', '2026-07-01')).toBe(1.1);
    expect(rateOn(table, 'EUR', '2025-12-31')).toBeNull();
    expect(rateOn(table, 'USD', '2000-01-01')).toBe(1);
  });

  it('converts through the organization currency, rounded in the target', () => {
    // 100 EUR × 1.10 = 110.00 USD
    expect(convert(100, 'EUR', 'USD', table, '2026-08-01')).toBe(110);
    // 1,000 SEK × 0.095 / 1.10 = 86.3636… EUR
    expect(convert(1000, 'SEK', 'EUR', table, '2026-08-01')).toBe(86.36);
    // 110 USD / 0.0067 = 16,417.91… JPY, no minor unit
    expect(convert(110, 'USD', 'JPY', table, '2026-08-01')).toBe(16418);
  });

  it('a missing rate is an error naming the currency, never 1:1', () => {
    expect(() => convert(100, 'GBP', 'USD', table, '2026-08-01')).toThrow(MissingRateError);
    expect(() => convert(100, 'GBP', 'USD', table, '2026-08-01')).toThrow(
      'No exchange rate from GBP to USD on 2026-08-01: add one under Settings → Exchange rates',
    );
    expect(() => convert(100, 'USD', 'GBP', table, '2026-08-01')).toThrow(
      'No exchange rate from GBP to USD on 2026-08-01',
    );
  });
});

describe('sums across currencies', () => {
  const amounts = [
    { amount: 100, currency: 'USD' },
    { amount: 100, currency: 'EUR' },
    { amount: 1000, currency: 'SEK' },
  ];

  it('converts each amount before adding', () => {
    // 100 + 100 × 1.10 + 1,000 × 0.095 = 100 + 110 + 95 = 305 USD (added 1:1 it would be 1,200)
    expect(sumInCurrency(amounts, 'USD', table, '2026-08-01')).toEqual({
      total: 305,
      currency: 'USD',
      missing: [],
    });
  });

  it('leaves out, and names, the amounts it has no rate for', () => {
    const sum = sumInCurrency(
      [...amounts, { amount: 50, currency: 'GBP' }, { amount: 5, currency: 'CHF' }],
      'USD',
      table,
      '2026-08-01',
    );
    expect(sum).toEqual({ total: 305, currency: 'USD', missing: ['CHF', 'GBP'] });
  });
});
