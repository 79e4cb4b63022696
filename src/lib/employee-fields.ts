import { AMOUNT_MESSAGES, MAX_MONEY } from '@/lib/amount-limits';
import { hireDateProblem } from '@/lib/hire-date';
import { isValidEmail } from '@/lib/passwords';

/** Names, position, department and team: at most this many characters. */
export const EMPLOYEE_TEXT_MAX = 100;

export const EMPLOYEE_FIELD_MESSAGES = {
  invalidEmail: 'Invalid email',
  invalidDate: 'Invalid date (use YYYY-MM-DD or MM/DD/YYYY)',
  invalidAmount: 'Must be a positive amount',
  invalidCurrency: 'Currency must be a 3-letter code',
  tooLong: `Must be at most ${EMPLOYEE_TEXT_MAX} characters`,
  noSalaryType:
    'The organization has no salary compensation type: add one under Settings → Compensation',
  emailTaken: 'An employee with this email already exists',
} as const;

/** The required fields of one employee (a row of the import, or one added alone). */
export const REQUIRED_EMPLOYEE_FIELDS = ['firstName', 'lastName', 'position', 'hireDate'] as const;
export type RequiredEmployeeField = (typeof REQUIRED_EMPLOYEE_FIELDS)[number] | 'email';

/** The Add Employee form's texts for a missing value (the import names its file's columns). */
export const EMPLOYEE_REQUIRED_MESSAGES: Record<RequiredEmployeeField, string> = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  position: 'Position is required',
  hireDate: 'Hire date is required',
  email: 'Email is required',
};

/** One employee's fields that are kept as typed. */
export interface EmployeeTextFields {
  firstName: string;
  lastName: string;
  email: string;
  position: string;
  department: string;
  team: string;
}

/**
 * One employee's values, already read from text: `hireDate` '' when none was given and null when
 * it is not a day; `salary` undefined when none was given and null when it is not an amount;
 * `currency` null when it is not 3 letters.
 */
export interface EmployeeFieldValues extends EmployeeTextFields {
  hireDate: string | null;
  salary: number | null | undefined;
  currency: string | null;
}

export interface EmployeeFieldOptions {
  /** The text of a missing required value. */
  required?: (field: RequiredEmployeeField) => string;
  /** The import needs an email (it identifies the row's employee); one added alone may have none. */
  emailRequired?: boolean;
  /** Without a salary compensation type a salary cannot be recorded. */
  hasSalaryType?: boolean;
  /** The day the hire date is judged on (a year ahead at most); default now. */
  today?: Date | string;
}

export interface EmployeeFieldProblem {
  field: keyof EmployeeFieldValues;
  message: string;
}

/**
 * The rules of one employee's fields, shared by the employee import (each row) and
 * POST /api/employees (and its form): required values, lengths, the email's shape, the hire date
 * (a day from 1900 to a year ahead), the salary (positive, at most {@link MAX_MONEY}, an
 * organization with a salary type) and the
 * currency. Problems come in field order, at most one per field.
 */
export function employeeFieldProblems(
  values: EmployeeFieldValues,
  {
    required = (field) => EMPLOYEE_REQUIRED_MESSAGES[field],
    emailRequired = false,
    hasSalaryType = true,
    today = new Date(),
  }: EmployeeFieldOptions = {},
): EmployeeFieldProblem[] {
  const m = EMPLOYEE_FIELD_MESSAGES;
  const problems: EmployeeFieldProblem[] = [];
  const seen = new Set<string>();
  const fail = (field: keyof EmployeeFieldValues, message: string) => {
    if (seen.has(field)) return;
    seen.add(field);
    problems.push({ field, message });
  };
  for (const field of ['firstName', 'lastName'] as const)
    if (values[field].trim() === '') fail(field, required(field));
  const email = values.email.trim();
  if (emailRequired && email === '') fail('email', required('email'));
  if (values.position.trim() === '') fail('position', required('position'));
  if (values.hireDate === '') fail('hireDate', required('hireDate'));
  for (const field of ['firstName', 'lastName', 'position', 'department', 'team'] as const)
    if (values[field].trim().length > EMPLOYEE_TEXT_MAX) fail(field, m.tooLong);
  if (email && !isValidEmail(email)) fail('email', m.invalidEmail);
  if (values.hireDate === null) fail('hireDate', m.invalidDate);
  const hireProblem = values.hireDate ? hireDateProblem(values.hireDate, today) : null;
  if (hireProblem) fail('hireDate', hireProblem);
  if (values.salary !== undefined) {
    if (values.salary === null || !(values.salary > 0)) fail('salary', m.invalidAmount);
    else if (values.salary > MAX_MONEY) fail('salary', AMOUNT_MESSAGES.moneyTooHigh);
    else if (!hasSalaryType) fail('salary', m.noSalaryType);
  }
  if (values.currency === null) fail('currency', m.invalidCurrency);
  return problems;
}
