import { describe, expect, it } from 'vitest';
import { amountInputError, amountValue, parseAmountInput } from './amount-input';

const money = (text: string) => parseAmountInput(text, 'money');
const percent = (text: string) => parseAmountInput(text, 'percent');

describe('parseAmountInput: money', () => {
  it.each([
    ['5,500', 5500],
    ['5500.50', 5500.5],
    ['$5,500', 5500],
    ['$ 5,500.00', 5500],
    ['1,000,000', 1_000_000],
    ['300000.55', 300_000.55],
    ['0.5', 0.5],
    ['.5', 0.5],
    ['5500.', 5500],
    ['  3000  ', 3000],
    ['-250', -250],
    ['−250', -250],
    ['-$250', -250],
    ['$-250', -250],
    ['+250', 250],
  ])('reads %j as %d', (text, value) => {
    expect(money(text)).toEqual({ ok: true, value });
  });

  it('reads nothing typed as no value', () => {
    expect(money('')).toEqual({ ok: true, value: null });
    expect(money('   ')).toEqual({ ok: true, value: null });
  });

  it.each([
    '1e6',
    '1E6',
    '100k',
    'abc',
    '5 500',
    '1,00',
    '12,34,567',
    '5.5.5',
    '$',
    '-',
    '.',
    '12%',
  ])('refuses %j: it says what an amount looks like', (text) => {
    expect(money(text)).toEqual({ ok: false, message: 'Enter an amount like 5,500.00' });
  });

  it('refuses a third decimal with its own message', () => {
    expect(money('300000.555')).toEqual({ ok: false, message: 'Use at most two decimals' });
    expect(money('300000.55')).toEqual({ ok: true, value: 300_000.55 });
  });
});

describe('parseAmountInput: percent', () => {
  it.each([
    ['12%', 12],
    ['12', 12],
    ['12.5 %', 12.5],
    ['-20%', -20],
    // A typographic minus (U+2212) is a minus, not nothing.
    ['−20%', -20],
    ['–20%', -20],
    ['0%', 0],
    ['-0', 0],
  ])('reads %j as %d', (text, value) => {
    expect(percent(text)).toEqual({ ok: true, value });
  });

  it.each(['1e2', '20%%', '$20', 'twenty', '20 percent'])('refuses %j', (text) => {
    expect(percent(text)).toEqual({ ok: false, message: 'Enter a percent like 12.5' });
  });

  it('refuses a third decimal', () => {
    expect(percent('4.125%')).toEqual({ ok: false, message: 'Use at most two decimals' });
  });
});

describe('amountValue and amountInputError', () => {
  it('give the number, or the message, of one field', () => {
    expect(amountValue('$3,000', 'money')).toBe(3000);
    expect(amountValue('1e6', 'money')).toBeNull();
    expect(amountInputError('1e6', 'money')).toBe('Enter an amount like 5,500.00');
    expect(amountInputError('−20%', 'percent')).toBeNull();
    expect(amountInputError('', 'percent')).toBeNull();
  });
});
