// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { currencyNamedIn } from './values';
import { planCompensationImport, planEmployeeImport } from './validate';

const employees = [
  { id: 'emp_eve', emails: ['eve@acme.example'], firstName: 'Eve', lastName: 'Stone' },
];
const context = { employees, teamNames: [], hasSalaryType: true };
const person = (salary: string, currency = '') => ({
  firstName: 'Ada',
  lastName: 'Byron',
  email: 'ada@acme.example',
  position: 'Engineer',
  hireDate: '2024-02-01',
  salary,
  currency,
});

const planned = (salary: string, currency = '') => {
  const outcome = planEmployeeImport([person(salary, currency)], context);
  return outcome.ok
    ? outcome.plan.rows.map((e) => [e.salary, e.currency])
    : outcome.errors.map((e) => [e.field, e.message]);
};

describe('the currency an amount names', () => {
  it('reads a code before or after the number, and the € and £ signs', () => {
    expect(currencyNamedIn('SEK 620,000.00')).toBe('SEK');
    expect(currencyNamedIn('95 000 eur')).toBe('EUR');
    expect(currencyNamedIn('€95,000')).toBe('EUR');
    expect(currencyNamedIn('£95,000')).toBe('GBP');
    expect(currencyNamedIn('$95,000.00')).toBeNull();
    expect(currencyNamedIn('95000')).toBeNull();
  });

  it('a salary written in SEK comes in as SEK, never as dollars', () => {
    expect(planned('SEK 620,000.00')).toEqual([[620000, 'SEK']]);
    expect(planned('€88,000')).toEqual([[88000, 'EUR']]);
    expect(planned('$28,500.00')).toEqual([[28500, 'USD']]);
    expect(planned('95,000', 'eur')).toEqual([[95000, 'EUR']]);
  });

  it('a Currency column that says the same is fine; one that says another is refused on its cell', () => {
    expect(planned('SEK 620,000.00', 'SEK')).toEqual([[620000, 'SEK']]);
    expect(planned('SEK 620,000.00', 'USD')).toEqual([
      ['currency', 'The amount is in SEK but the Currency column says USD'],
    ]);
  });

  it('an unknown code is refused on the amount, naming it', () => {
    expect(planned('XYZ 620,000.00')).toEqual([['salary', 'Unknown currency code XYZ']]);
  });

  it('compensation history rows follow the same rule', () => {
    const plan = (amount: string, currency = '') =>
      planCompensationImport(
        [
          {
            email: 'eve@acme.example',
            effectiveDate: '2025-04-01',
            type: 'Base Salary',
            amount,
            currency,
          },
        ],
        { employees, types: [{ id: 'ctype_base', name: 'Base Salary' }] },
      );
    const outcome = plan('SEK 640,000.00');
    expect(outcome.ok && outcome.plan.map((e) => [e.amount, e.currency])).toEqual([
      [640000, 'SEK'],
    ]);
    const refused = plan('SEK 640,000.00', 'EUR');
    expect(!refused.ok && refused.errors.map((e) => [e.field, e.message])).toEqual([
      ['currency', 'The amount is in SEK but the Currency column says EUR'],
    ]);
  });
});
