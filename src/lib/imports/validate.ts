import { AMOUNT_MESSAGES, MAX_MONEY } from '@/lib/amount-limits';
import {
  EMPLOYEE_FIELD_MESSAGES,
  type EmployeeTextFields,
  employeeFieldProblems,
} from '@/lib/employee-fields';
import { isIsoCurrency } from '@/lib/currency';
import { isValidEmail } from '@/lib/passwords';
import { IMPORT_FIELDS, type ImportKind } from './columns';
import {
  amountTextProblem,
  currencyNamedIn,
  parseImportAmount,
  parseImportCurrency,
  parseImportDate,
} from './values';

/** One problem in one row (`row` from 0, the first data row). */
export interface ImportError {
  row: number;
  field: string;
  message: string;
}

export const IMPORT_MESSAGES = {
  invalidEmail: EMPLOYEE_FIELD_MESSAGES.invalidEmail,
  duplicateEmail: 'This email appears more than once in the file',
  invalidDate: EMPLOYEE_FIELD_MESSAGES.invalidDate,
  invalidAmount: EMPLOYEE_FIELD_MESSAGES.invalidAmount,
  invalidCurrency: EMPLOYEE_FIELD_MESSAGES.invalidCurrency,
  tooLong: EMPLOYEE_FIELD_MESSAGES.tooLong,
  ownManager: 'An employee cannot report to themselves',
  ambiguousManager: 'More than one employee has this name; use the email',
  noSalaryType: EMPLOYEE_FIELD_MESSAGES.noSalaryType,
  unknownEmployee: 'No employee has this email',
} as const;

export const unknownCurrencyCode = (code: string) => `Unknown currency code ${code}`;
export const currencyDisagrees = (named: string, column: string) =>
  `The amount is in ${named} but the Currency column says ${column}`;

/**
 * A row's currency: its Currency cell, else the one its amount names ('SEK 620,000.00'), else
 * USD; null when the Currency cell is not a code. An amount is never taken in a currency it does
 * not say: an unknown code is refused on the amount, a Currency cell saying another on the currency.
 */
function rowCurrency(
  amountText: string,
  currencyText: string,
  fail: (field: 'amount' | 'currency', message: string) => void,
): string | null {
  const named = amountText ? currencyNamedIn(amountText) : null;
  if (named && !isIsoCurrency(named)) fail('amount', unknownCurrencyCode(named));
  const currency = parseImportCurrency(currencyText.trim() || named || '');
  if (named && currency && currency !== named) fail('currency', currencyDisagrees(named, currency));
  return currency;
}

export const requiredMessage = (label: string) => `${label} is required`;
export const managerNotFound = (value: string) => `Manager not found: ${value}`;
export const unknownType = (value: string) => `Unknown compensation type: ${value}`;

/** The 400 text of an import with errors: all rows or none. */
export function importFailedMessage(errors: readonly ImportError[]): string {
  const rows = new Set(errors.map((e) => e.row)).size;
  return `The file has errors in ${rows} ${rows === 1 ? 'row' : 'rows'}; nothing was imported`;
}

/** An employee of the organization as the import sees it. */
export interface ImportPerson {
  id: string;
  /** Lower-case emails that identify them (work, login and personal). */
  emails: readonly string[];
  firstName: string;
  lastName: string;
}

export interface EmployeeImportContext {
  employees: readonly ImportPerson[];
  teamNames: readonly string[];
  hasSalaryType: boolean;
}

/** Who a row's manager is: an employee already there, or another row of the file. */
export type ManagerRef = { employeeId: string } | { row: number } | null;

export interface PlannedEmployee extends EmployeeTextFields {
  /** The employee the row updates; null creates one. */
  existingId: string | null;
  /** The private address, lower-case; '' when the file has none (`email` is the work email). */
  personalEmail: string;
  hireDate: string;
  manager: ManagerRef;
  salary: number | null;
  currency: string;
  effectiveDate: string;
}

export interface EmployeeImportPlan {
  rows: PlannedEmployee[];
  /** Team names of the file no team of the organization has (case-insensitive), first spelling. */
  newTeams: string[];
}

export type ImportOutcome<P> = { ok: true; plan: P } | { ok: false; errors: ImportError[] };

type Row = Readonly<Record<string, string | undefined>>;

const cell = (row: Row, key: string) => (row[key] ?? '').trim();
const nameKey = (first: string, last: string) =>
  `${first} ${last}`.trim().toLowerCase().replace(/\s+/g, ' ');

function labelOf(kind: ImportKind, key: string): string {
  return IMPORT_FIELDS[kind].find((f) => f.key === key)?.label ?? key;
}

function requireCells(kind: ImportKind, row: Row, index: number, errors: ImportError[]): void {
  for (const field of IMPORT_FIELDS[kind]) {
    if (field.required && cell(row, field.key) === '')
      errors.push({ row: index, field: field.key, message: requiredMessage(field.label) });
  }
}

/**
 * Checks every row of an employee file against the rules and the organization, and plans the
 * changes. All rows or none: any error returns only the errors (every one, row by row).
 */
export function planEmployeeImport(
  rows: readonly Row[],
  context: EmployeeImportContext,
): ImportOutcome<EmployeeImportPlan> {
  const errors: ImportError[] = [];
  const byEmail = new Map<string, ImportPerson>();
  const byId = new Map<string, ImportPerson>();
  for (const person of context.employees) {
    byId.set(person.id, person);
    for (const email of person.emails) byEmail.set(email.toLowerCase(), person);
  }
  const rowOfEmail = new Map<string, number>();
  rows.forEach((row, i) => {
    const email = cell(row, 'email').toLowerCase();
    if (email && !rowOfEmail.has(email)) rowOfEmail.set(email, i);
  });

  const existingOf = (row: Row): ImportPerson | undefined =>
    byId.get(cell(row, 'employeeId')) ?? byEmail.get(cell(row, 'email').toLowerCase());
  const matched = rows.map(existingOf);
  const matchedIds = new Set(matched.filter(Boolean).map((p) => p!.id));

  // Names for 'Reports To' given as a name (BambooHR exports the manager's name).
  const byName = new Map<string, Set<string>>();
  const addName = (key: string, who: string) => {
    if (!byName.has(key)) byName.set(key, new Set());
    byName.get(key)!.add(who);
  };
  rows.forEach((row, i) =>
    addName(nameKey(cell(row, 'firstName'), cell(row, 'lastName')), `row:${i}`),
  );
  for (const person of context.employees) {
    if (!matchedIds.has(person.id))
      addName(nameKey(person.firstName, person.lastName), `emp:${person.id}`);
  }

  const resolveManager = (value: string, index: number): ManagerRef | string => {
    if (value.includes('@')) {
      const email = value.toLowerCase();
      const row = rowOfEmail.get(email);
      if (row !== undefined) return row === index ? IMPORT_MESSAGES.ownManager : { row };
      const person = byEmail.get(email);
      if (!person) return managerNotFound(value);
      const rowOfPerson = matched.findIndex((m) => m?.id === person.id);
      if (rowOfPerson === index) return IMPORT_MESSAGES.ownManager;
      return rowOfPerson >= 0 ? { row: rowOfPerson } : { employeeId: person.id };
    }
    const comma = /^([^,]+),\s*(.+)$/.exec(value);
    const key = comma ? nameKey(comma[2], comma[1]) : nameKey(value, '');
    const candidates = byName.get(key);
    if (!candidates || candidates.size === 0) return managerNotFound(value);
    if (candidates.size > 1) return IMPORT_MESSAGES.ambiguousManager;
    const [who] = [...candidates];
    if (who === `row:${index}`) return IMPORT_MESSAGES.ownManager;
    return who.startsWith('row:') ? { row: Number(who.slice(4)) } : { employeeId: who.slice(4) };
  };

  const planned: PlannedEmployee[] = [];
  const columnOrder = IMPORT_FIELDS.employees.map((f) => f.key);
  rows.forEach((row, i) => {
    const rowErrors: ImportError[] = [];
    const fail = (field: string, message: string) => rowErrors.push({ row: i, field, message });
    const text: EmployeeTextFields = {
      firstName: cell(row, 'firstName'),
      lastName: cell(row, 'lastName'),
      email: cell(row, 'email').toLowerCase(),
      position: cell(row, 'position'),
      department: cell(row, 'department'),
      team: cell(row, 'team'),
    };
    const { email } = text;
    const hireText = cell(row, 'hireDate');
    const hireDate = hireText ? parseImportDate(hireText) : '';
    const salaryText = cell(row, 'salary');
    const salary = salaryText ? parseImportAmount(salaryText) : undefined;
    const currency = rowCurrency(salaryText, cell(row, 'currency'), (field, message) =>
      fail(field === 'amount' ? 'salary' : field, message),
    );
    const problems = employeeFieldProblems(
      { ...text, hireDate, salary, currency },
      {
        required: (key) => requiredMessage(labelOf('employees', key)),
        emailRequired: true,
        hasSalaryType: context.hasSalaryType,
      },
    );
    for (const problem of problems)
      fail(
        problem.field,
        problem.field === 'salary' && salary === null
          ? amountTextProblem(salaryText)!
          : problem.message,
      );
    const personalEmail = cell(row, 'personalEmail').toLowerCase();
    if (personalEmail && !isValidEmail(personalEmail))
      fail('personalEmail', IMPORT_MESSAGES.invalidEmail);
    if (email && isValidEmail(email) && rowOfEmail.get(email) !== i)
      fail('email', IMPORT_MESSAGES.duplicateEmail);
    const managerText = cell(row, 'managerEmail');
    let manager: ManagerRef = null;
    if (managerText) {
      const resolved = resolveManager(managerText, i);
      if (typeof resolved === 'string') fail('managerEmail', resolved);
      else manager = resolved;
    }
    const effectiveText = cell(row, 'effectiveDate');
    const effectiveDate = effectiveText ? parseImportDate(effectiveText) : hireDate;
    if (effectiveText && !effectiveDate) fail('effectiveDate', IMPORT_MESSAGES.invalidDate);
    // A row's problems in the file's column order (a stable sort keeps each column's own order).
    rowErrors.sort((a, b) => columnOrder.indexOf(a.field) - columnOrder.indexOf(b.field));
    errors.push(...rowErrors);
    planned.push({
      existingId: matched[i]?.id ?? null,
      ...text,
      personalEmail,
      hireDate: hireDate ?? '',
      manager,
      salary: salary ?? null,
      currency: currency ?? 'USD',
      effectiveDate: effectiveDate ?? '',
    });
  });
  if (errors.length > 0) return { ok: false, errors };

  const known = new Set(context.teamNames.map((n) => n.trim().toLowerCase()));
  const newTeams: string[] = [];
  for (const { team } of planned) {
    if (team && !known.has(team.toLowerCase())) {
      known.add(team.toLowerCase());
      newTeams.push(team);
    }
  }
  return { ok: true, plan: { rows: planned, newTeams } };
}

export interface CompensationImportContext {
  employees: readonly ImportPerson[];
  types: readonly { id: string; name: string }[];
}

export interface PlannedCompensation {
  employeeId: string;
  effectiveDate: string;
  typeId: string;
  amount: number;
  currency: string;
  changeType: string;
  reason: string;
}

/** Checks every row of a compensation history file; all rows or none, as for employees. */
export function planCompensationImport(
  rows: readonly Row[],
  context: CompensationImportContext,
): ImportOutcome<PlannedCompensation[]> {
  const errors: ImportError[] = [];
  const byEmail = new Map<string, string>();
  for (const person of context.employees)
    for (const email of person.emails) byEmail.set(email.toLowerCase(), person.id);
  const typeByName = new Map(context.types.map((t) => [t.name.trim().toLowerCase(), t.id]));
  const planned: PlannedCompensation[] = [];
  rows.forEach((row, i) => {
    requireCells('compensation', row, i, errors);
    const fail = (field: string, message: string) => errors.push({ row: i, field, message });
    const email = cell(row, 'email').toLowerCase();
    const employeeId = byEmail.get(email);
    if (email && !isValidEmail(email)) fail('email', IMPORT_MESSAGES.invalidEmail);
    else if (email && !employeeId) fail('email', IMPORT_MESSAGES.unknownEmployee);
    const dateText = cell(row, 'effectiveDate');
    const effectiveDate = parseImportDate(dateText);
    if (dateText && !effectiveDate) fail('effectiveDate', IMPORT_MESSAGES.invalidDate);
    const typeText = cell(row, 'type');
    const typeId = typeByName.get(typeText.toLowerCase());
    if (typeText && !typeId) fail('type', unknownType(typeText));
    const amountText = cell(row, 'amount');
    const amount = parseImportAmount(amountText);
    if (amountText && amount === null) fail('amount', amountTextProblem(amountText)!);
    else if (amountText && amount !== null && amount <= 0)
      fail('amount', IMPORT_MESSAGES.invalidAmount);
    else if (amount !== null && amount > MAX_MONEY) fail('amount', AMOUNT_MESSAGES.moneyTooHigh);
    const currency = rowCurrency(amountText, cell(row, 'currency'), fail);
    if (!currency) fail('currency', IMPORT_MESSAGES.invalidCurrency);
    for (const key of ['changeType', 'reason']) {
      if (cell(row, key).length > 200) fail(key, 'Must be at most 200 characters');
    }
    planned.push({
      employeeId: employeeId ?? '',
      effectiveDate: effectiveDate ?? '',
      typeId: typeId ?? '',
      amount: amount ?? 0,
      currency: currency ?? 'USD',
      changeType: cell(row, 'changeType') || 'adjustment',
      reason: cell(row, 'reason') || 'Imported',
    });
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, plan: planned };
}

/** `rows[3].email` → { row: 3, field: 'email' } (the 400 details of an import); null otherwise. */
export function parseRowField(field: string): { row: number; field: string } | null {
  const match = /^rows\[(\d+)\]\.(\w+)$/.exec(field);
  return match ? { row: Number(match[1]), field: match[2] } : null;
}
