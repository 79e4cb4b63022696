import { describe, expect, it } from 'vitest';
import { employeeFieldProblems, type EmployeeFieldValues } from './employee-fields';

const valid: EmployeeFieldValues = {
  firstName: 'Ada',
  lastName: 'Byron',
  email: '',
  position: 'Engineer',
  department: '',
  team: '',
  hireDate: '2026-02-01',
  salary: undefined,
  currency: 'USD',
};

const problems = (patch: Partial<EmployeeFieldValues>, options = {}) =>
  employeeFieldProblems({ ...valid, ...patch }, options).map((p) => [p.field, p.message]);

describe('employeeFieldProblems (one employee, imported or added alone)', () => {
  it('accepts an employee without an email or salary', () => {
    expect(problems({})).toEqual([]);
  });

  it('names each missing required value on its field', () => {
    expect(problems({ firstName: ' ', lastName: '', position: '', hireDate: '' })).toEqual([
      ['firstName', 'First name is required'],
      ['lastName', 'Last name is required'],
      ['position', 'Position is required'],
      ['hireDate', 'Hire date is required'],
    ]);
  });

  it('needs an email only when asked to (the import)', () => {
    expect(problems({}, { emailRequired: true })).toEqual([['email', 'Email is required']]);
  });

  it('refuses 101 characters, a bad email, a day that is not one, a bad currency', () => {
    expect(
      problems({ lastName: 'x'.repeat(101), email: 'ada@', hireDate: null, currency: null }),
    ).toEqual([
      ['lastName', 'Must be at most 100 characters'],
      ['email', 'Invalid email'],
      ['hireDate', 'Invalid date (use YYYY-MM-DD or MM/DD/YYYY)'],
      ['currency', 'Currency must be a 3-letter code'],
    ]);
    expect(problems({ lastName: 'x'.repeat(100) })).toEqual([]);
  });

  it('takes a salary above 0 up to 1,000,000,000, and only with a salary type', () => {
    expect(problems({ salary: 0 })).toEqual([['salary', 'Must be a positive amount']]);
    expect(problems({ salary: null })).toEqual([['salary', 'Must be a positive amount']]);
    expect(problems({ salary: 1_000_000_000 })).toEqual([]);
    expect(problems({ salary: 1_000_000_000.01 })).toEqual([
      ['salary', 'Must be at most 1,000,000,000'],
    ]);
    expect(problems({ salary: 95000 }, { hasSalaryType: false })).toEqual([
      [
        'salary',
        'The organization has no salary compensation type: add one under Settings → Compensation',
      ],
    ]);
  });
});
