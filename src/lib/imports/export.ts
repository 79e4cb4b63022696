import { IMPORT_FIELDS } from './columns';
import { orderedBands } from '@/lib/levels';
import type {
  Employee,
  CompensationHistoryEntry as CompensationEntry,
  Level,
} from '@/api/schema-types.gen';
import type { ImportKind } from './columns';
import { toCsv } from '../csv';

const labels = (kind: ImportKind) => IMPORT_FIELDS[kind].map((f) => f.label);
const emailOf = (e: Employee) => e.workEmail ?? e.user?.email ?? '';

/**
 * Employees with their current compensation, in the columns of the import template (so the file
 * can be edited and imported back): Employee ID is Meritly's id, Reports To the manager's email.
 */
export function employeesCsv(employees: readonly Employee[]): string {
  const byId = new Map(employees.map((e) => [e.id, e]));
  return toCsv(
    labels('employees'),
    employees.map((e) => {
      const manager = e.primaryManagerId ? byId.get(e.primaryManagerId) : undefined;
      return [
        e.id,
        e.firstName,
        e.lastName,
        emailOf(e),
        e.personalEmail ?? '',
        e.position ?? '',
        e.department ?? '',
        e.teams[0]?.name ?? '',
        e.hireDate ?? '',
        manager ? emailOf(manager) : '',
        e.currentSalary ?? '',
        e.currentSalary !== null && e.currentSalary !== undefined ? (e.currency ?? 'USD') : '',
        '',
      ];
    }),
  );
}

/** One employee's compensation history in the compensation import's columns, one row per component. */
export function compensationHistoryCsv(
  email: string,
  entries: readonly CompensationEntry[],
): string {
  return toCsv(
    labels('compensation'),
    entries.flatMap((entry) =>
      entry.components.map((c) => [
        email,
        entry.effectiveDate,
        c.type.name,
        c.amount,
        c.currency,
        entry.changeType,
        entry.changeReason ?? '',
      ]),
    ),
  );
}

/**
 * Every level's pay bands, one row per band in the bands import's columns (Level, Order, Job
 * Family, Zone, Currency, Minimum, Midpoint, Maximum), so the file can be edited and imported back.
 * Levels by order then name; each level's default band first, then its zones by name.
 */
export function bandsCsv(levels: readonly Level[]): string {
  const sorted = [...levels].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
  return toCsv(
    labels('levels'),
    sorted.flatMap((level) =>
      orderedBands(level.bands).map((band) => [
        level.name,
        level.order,
        level.jobFamily ?? '',
        band.zone ?? '',
        band.currency,
        band.min,
        band.mid,
        band.max,
      ]),
    ),
  );
}
