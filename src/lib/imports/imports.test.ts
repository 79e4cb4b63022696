// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyMapping, guessMapping, missingRequired, templateRows } from './columns';
import {
  amountTextProblem,
  parseImportAmount,
  parseImportCurrency,
  parseImportDate,
} from './values';
import {
  importFailedMessage,
  parseRowField,
  planCompensationImport,
  planEmployeeImport,
  type EmployeeImportContext,
} from './validate';

const context: EmployeeImportContext = {
  employees: [
    { id: 'emp_mia', emails: ['mia@acme.example'], firstName: 'Mia', lastName: 'Manager' },
    {
      id: 'emp_eve',
      emails: ['eve@acme.example', 'eve@home.example'],
      firstName: 'Eve',
      lastName: 'Stone',
    },
  ],
  teamNames: ['Platform'],
  hasSalaryType: true,
};

const row = (over: Record<string, string> = {}) => ({
  firstName: 'Ada',
  lastName: 'Byron',
  email: 'ada@acme.example',
  position: 'Engineer',
  hireDate: '2024-02-01',
  ...over,
});

describe('column mapping', () => {
  it('recognises the headers of common HR exports', () => {
    const bamboo = [
      'Employee #',
      'First Name',
      'Last Name',
      'Work Email',
      'Home Email',
      'Job Title',
      'Department',
      'Reports To',
      'Hire Date',
      'Pay Rate',
      'Pay Rate Effective Date',
    ];
    expect(guessMapping('employees', bamboo)).toMatchObject({
      employeeId: 'Employee #',
      email: 'Work Email',
      personalEmail: 'Home Email',
      position: 'Job Title',
      managerEmail: 'Reports To',
      salary: 'Pay Rate',
      effectiveDate: 'Pay Rate Effective Date',
      team: null,
    });
    const workday = [
      'Worker ID',
      'Legal First Name',
      'Legal Last Name',
      'email_address',
      'Business Title',
      'Supervisory Organization',
      'Original Hire Date',
      'Manager',
      'Annual Base Salary',
    ];
    const mapping = guessMapping('employees', workday);
    expect(mapping).toMatchObject({
      email: 'email_address',
      team: 'Supervisory Organization',
      hireDate: 'Original Hire Date',
      salary: 'Annual Base Salary',
    });
    expect(guessMapping('employees', ['Personal Email', 'Email'])).toMatchObject({
      email: 'Email',
      personalEmail: 'Personal Email',
    });
    expect(missingRequired('employees', mapping)).toEqual([]);
    expect(missingRequired('employees', guessMapping('employees', ['Name']))).toContain(
      'Work Email',
    );
  });

  it('a header serves one field; mapped rows keep only mapped fields, trimmed', () => {
    const mapping = guessMapping('compensation', ['Email', 'Date', 'Type', 'Salary']);
    expect(mapping).toMatchObject({ email: 'Email', effectiveDate: 'Date', amount: 'Salary' });
    expect(
      applyMapping([{ Email: ' a@b.co ', Date: '2025-01-01', Type: 'Base', Salary: '1' }], mapping),
    ).toEqual([{ email: 'a@b.co', effectiveDate: '2025-01-01', type: 'Base', amount: '1' }]);
    expect(templateRows('compensation').fields[0]).toBe('Work Email');
  });
});

describe('values', () => {
  it('dates, amounts and currencies in the usual spellings', () => {
    expect(parseImportDate('2024-02-01')).toBe('2024-02-01');
    expect(parseImportDate('2/1/2024')).toBe('2024-02-01');
    expect(parseImportDate('2024/02/29')).toBe('2024-02-29');
    expect(parseImportDate('2023-02-29')).toBeNull();
    expect(parseImportDate('31/12/2024')).toBeNull();
    expect(parseImportAmount('$95,000.50')).toBe(95000.5);
    expect(parseImportAmount('95 000 EUR')).toBe(95000);
    expect(parseImportAmount('ninety')).toBeNull();
    expect(parseImportAmount('1.234')).toBeNull();
    // A comma that is not between thousands is no separator: '95,00' is not 9,500.
    expect(parseImportAmount('95,00')).toBeNull();
    expect(parseImportAmount('65,000')).toBe(65000);
    expect(parseImportAmount('1,000,000.5')).toBe(1000000.5);
    expect(parseImportAmount('1,0000')).toBeNull();
    expect(parseImportCurrency('')).toBe('USD');
    expect(parseImportCurrency('eur')).toBe('EUR');
    expect(parseImportCurrency('EURO')).toBeNull();
  });
});

describe('why an amount cell is not one', () => {
  it('names the decimal comma of European exports, a third decimal, and anything else', () => {
    const comma = 'Write the cents after a dot and thousands with commas: 65,000.00, not 65.000,00';
    expect(amountTextProblem('65.000,00')).toBe(comma);
    expect(amountTextProblem('EUR 1.250')).toBe(comma);
    expect(amountTextProblem('95,50')).toBe(comma);
    expect(amountTextProblem('300000.555')).toBe('Use at most two decimals');
    expect(amountTextProblem('100k')).toBe('Not an amount: write it like 65,000.00');
    expect(amountTextProblem('abc')).toBe('Not an amount: write it like 65,000.00');
    expect(amountTextProblem('$65,000.00')).toBeNull();
  });
});

describe('planEmployeeImport (all rows or none)', () => {
  it('one bad row: no plan at all, every error with its row', () => {
    const outcome = planEmployeeImport(
      [row(), row({ email: 'not-an-email', hireDate: '13/40/2024', firstName: '' })],
      context,
    );
    expect(outcome.ok).toBe(false);
    expect(outcome).not.toHaveProperty('plan');
    if (outcome.ok) return;
    expect(outcome.errors).toEqual([
      { row: 1, field: 'firstName', message: 'First Name is required' },
      { row: 1, field: 'email', message: 'Invalid email' },
      { row: 1, field: 'hireDate', message: 'Invalid date (use YYYY-MM-DD or MM/DD/YYYY)' },
    ]);
    expect(importFailedMessage(outcome.errors)).toBe(
      'The file has errors in 1 row; nothing was imported',
    );
  });

  it('plans creates and updates, new teams once, managers in the file or the organization', () => {
    const outcome = planEmployeeImport(
      [
        row({ team: 'Data', managerEmail: 'Mia Manager', salary: '$90,000' }),
        row({
          email: 'EVE@home.example',
          firstName: 'Eve',
          lastName: 'Stone',
          team: 'platform',
          managerEmail: 'Byron, Ada',
        }),
        row({
          email: 'bo@acme.example',
          firstName: 'Bo',
          team: 'data',
          managerEmail: 'ada@acme.example',
        }),
      ],
      context,
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const [ada, eve, bo] = outcome.plan.rows;
    expect(ada).toMatchObject({
      existingId: null,
      manager: { employeeId: 'emp_mia' },
      salary: 90000,
      effectiveDate: '2024-02-01',
    });
    expect(eve).toMatchObject({ existingId: 'emp_eve', manager: { row: 0 } });
    expect(bo.manager).toEqual({ row: 0 });
    expect(outcome.plan.newTeams).toEqual(['Data']);
  });

  it('duplicate emails, own manager, unknown and ambiguous managers, bad salary', () => {
    const outcome = planEmployeeImport(
      [
        row({ managerEmail: 'ada@acme.example' }),
        row({
          firstName: 'Ann',
          managerEmail: 'nobody@acme.example',
          salary: '-5',
          currency: 'DOLLARS',
        }),
        row({
          email: 'x@acme.example',
          firstName: 'Mia',
          lastName: 'Manager',
          managerEmail: 'Mia Manager',
        }),
      ],
      context,
    );
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors.map((e) => [e.row, e.field, e.message])).toEqual([
      [0, 'managerEmail', 'An employee cannot report to themselves'],
      [1, 'email', 'This email appears more than once in the file'],
      [1, 'managerEmail', 'Manager not found: nobody@acme.example'],
      [1, 'salary', 'Must be a positive amount'],
      [1, 'currency', 'Currency must be a 3-letter code'],
      [2, 'managerEmail', 'More than one employee has this name; use the email'],
    ]);
    expect(importFailedMessage(outcome.errors)).toBe(
      'The file has errors in 3 rows; nothing was imported',
    );
  });
});

describe('planCompensationImport', () => {
  const ctx = { employees: context.employees, types: [{ id: 'ctype_base', name: 'Base Salary' }] };

  it('plans one history entry per row', () => {
    const outcome = planCompensationImport(
      [
        {
          email: 'eve@acme.example',
          effectiveDate: '4/1/2025',
          type: 'base salary',
          amount: '99,000',
        },
      ],
      ctx,
    );
    expect(outcome).toEqual({
      ok: true,
      plan: [
        {
          employeeId: 'emp_eve',
          effectiveDate: '2025-04-01',
          typeId: 'ctype_base',
          amount: 99000,
          currency: 'USD',
          changeType: 'adjustment',
          reason: 'Imported',
        },
      ],
    });
  });

  it('any bad row: errors only', () => {
    const outcome = planCompensationImport(
      [
        {
          email: 'eve@acme.example',
          effectiveDate: '2025-04-01',
          type: 'Base Salary',
          amount: '1',
        },
        { email: 'ghost@acme.example', effectiveDate: 'soon', type: 'Stock', amount: '0' },
      ],
      ctx,
    );
    expect(outcome.ok ? [] : outcome.errors.map((e) => e.message)).toEqual([
      'No employee has this email',
      'Invalid date (use YYYY-MM-DD or MM/DD/YYYY)',
      'Unknown compensation type: Stock',
      'Must be a positive amount',
    ]);
  });

  it('reads the row and field of a 400 detail', () => {
    expect(parseRowField('rows[12].email')).toEqual({ row: 12, field: 'email' });
    expect(parseRowField('fileName')).toBeNull();
  });
});
