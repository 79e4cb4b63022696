import Papa from 'papaparse';
import { IMPORT_FIELDS } from './columns';
import type {
  Employee,
  CompensationHistoryEntry as CompensationEntry,
} from '@/api/schema-types.gen';

const labels = (kind: 'employees' | 'compensation') => IMPORT_FIELDS[kind].map((f) => f.label);
/** Spreadsheet programs run cells starting with = + - @ as formulas; a leading quote keeps them text. */
const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
const emailOf = (e: Employee) => e.user?.email ?? e.personalEmail ?? '';

/**
 * Employees with their current compensation, in the columns of the import template (so the file
 * can be edited and imported back): Employee ID is Meritly's id, Reports To the manager's email.
 */
export function employeesCsv(employees: readonly Employee[]): string {
  const byId = new Map(employees.map((e) => [e.id, e]));
  return Papa.unparse({
    fields: labels('employees'),
    data: employees.map((e) => {
      const manager = e.primaryManagerId ? byId.get(e.primaryManagerId) : undefined;
      return [
        e.id,
        inert(e.firstName),
        inert(e.lastName),
        emailOf(e),
        inert(e.position ?? ''),
        inert(e.department ?? ''),
        inert(e.teams[0]?.name ?? ''),
        e.hireDate ?? '',
        manager ? emailOf(manager) : '',
        e.currentSalary ?? '',
        e.currentSalary !== null && e.currentSalary !== undefined ? (e.currency ?? 'USD') : '',
        '',
      ];
    }),
  });
}

/** One employee's compensation history in the compensation import's columns, one row per component. */
export function compensationHistoryCsv(
  email: string,
  entries: readonly CompensationEntry[],
): string {
  return Papa.unparse({
    fields: labels('compensation'),
    data: entries.flatMap((entry) =>
      entry.components.map((c) => [
        email,
        entry.effectiveDate,
        inert(c.type.name),
        c.amount,
        c.currency,
        entry.changeType,
        inert(entry.changeReason ?? ''),
      ]),
    ),
  });
}
