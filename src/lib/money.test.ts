import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, formatPercent } from './money';

describe('formatMoney', () => {
  it.each<[number | null | undefined, string | undefined, string]>([
    [1234.5, undefined, '$1,234.50'],
    [0, undefined, '$0.00'],
    [1000000, 'USD', '$1,000,000.00'],
    [0.005, undefined, '$0.01'],
    [-250, undefined, '-$250.00'],
    [99.999, undefined, '$100.00'],
    [1234.5, 'EUR', '€1,234.50'],
    [null, undefined, '—'],
    [Number.NaN, undefined, '—'],
  ])('%s %s → %s', (amount, currency, text) => {
    expect(formatMoney(amount, currency)).toBe(text);
  });
});

describe('formatPercent', () => {
  it.each<[number | null, number | undefined, string]>([
    [5, undefined, '5.0%'],
    [8.333, undefined, '8.3%'],
    [8.333, 2, '8.33%'],
    [75.05, 1, '75.1%'],
    [0, 2, '0.00%'],
    [-3.25, 1, '-3.3%'],
    [null, undefined, '—'],
  ])('%s with %s decimals → %s', (value, decimals, text) => {
    expect(formatPercent(value, decimals)).toBe(text);
  });
});

describe('formatCount', () => {
  it('writes whole counts with thousands separators ("6,667 of 10,000", not "6667 of 10000")', () => {
    expect(formatCount(6667)).toBe('6,667');
    expect(formatCount(10000)).toBe('10,000');
    expect(formatCount(16)).toBe('16');
    expect(formatCount(null)).toBe('—');
  });
});
