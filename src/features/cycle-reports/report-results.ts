import type { components } from '@/api/schema';
import { DECISION_LABELS, ratingLabel } from '@/lib/cycle-report';
import { toCsv } from '@/lib/csv';
import { toDateKey } from '@/lib/dates';
import { formatDay } from '@/lib/day-format';
import { EMPTY_VALUE, formatMoney, formatPercent } from '@/lib/money';

export type CycleResultRow = components['schemas']['CycleResultRow'];

type Kind = 'money' | 'percent' | 'rating' | 'text' | 'date';

/** One column of the results: the screen and the CSV read the same value, rounded the same way. */
export interface ResultColumn {
  id: string;
  header: string;
  kind: Kind;
  value: (row: CycleResultRow) => string | number | null;
}

/** Money to the cent, percent to 2 decimals (the API's own rounding): what both outputs start from. */
const cents = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);

export const RESULT_COLUMNS: readonly ResultColumn[] = [
  { id: 'employeeName', header: 'Employee', kind: 'text', value: (r) => r.employeeName },
  { id: 'teamName', header: 'Team', kind: 'text', value: (r) => r.teamName ?? '' },
  { id: 'position', header: 'Position', kind: 'text', value: (r) => r.position },
  {
    id: 'currentSalary',
    header: 'Current Salary',
    kind: 'money',
    value: (r) => cents(r.currentSalary),
  },
  { id: 'rating', header: 'Rating', kind: 'rating', value: (r) => r.rating },
  { id: 'increase', header: 'Increase', kind: 'money', value: (r) => cents(r.increase) },
  {
    id: 'increasePercent',
    header: 'Increase %',
    kind: 'percent',
    value: (r) => cents(r.increasePercent),
  },
  { id: 'newSalary', header: 'New Salary', kind: 'money', value: (r) => cents(r.newSalary) },
  { id: 'bonus', header: 'Bonus', kind: 'money', value: (r) => cents(r.bonus) },
  { id: 'approvers', header: 'Approvers', kind: 'text', value: (r) => r.approvers },
  { id: 'decision', header: 'Decision', kind: 'text', value: (r) => DECISION_LABELS[r.decision] },
  { id: 'submittedAt', header: 'Submitted', kind: 'date', value: (r) => toDateKey(r.submittedAt) },
  { id: 'decidedAt', header: 'Decided', kind: 'date', value: (r) => toDateKey(r.decidedAt) },
  {
    id: 'reviewCompletedAt',
    header: 'Review Completed',
    kind: 'date',
    value: (r) => toDateKey(r.reviewCompletedAt),
  },
];

/** A cell as the screen shows it. */
export function displayCell(column: ResultColumn, row: CycleResultRow, currency: string): string {
  const value = column.value(row);
  switch (column.kind) {
    case 'money':
      return formatMoney(value as number | null, currency);
    case 'percent':
      return formatPercent(value as number | null, 2);
    case 'rating':
      return ratingLabel(value as number | null);
    case 'date':
      return formatDay(value as string | null);
    default:
      return value === null || value === '' ? EMPTY_VALUE : String(value);
  }
}

/** A cell as the CSV holds it: plain numbers with 2 decimals, ISO dates, empty when missing. */
export function csvCell(column: ResultColumn, row: CycleResultRow): string {
  const value = column.value(row);
  if (value === null) return '';
  if (column.kind === 'money' || column.kind === 'percent') return (value as number).toFixed(2);
  if (column.kind === 'rating') return ratingLabel(value as number);
  return String(value);
}

const csvHeader = (column: ResultColumn, currency: string) =>
  column.kind === 'money' ? `${column.header} (${currency})` : column.header;

/** The cycle's results as CSV text, one line per participant, in the given order. */
export function buildResultsCsv(rows: readonly CycleResultRow[], currency: string): string {
  return toCsv(
    RESULT_COLUMNS.map((c) => csvHeader(c, currency)),
    rows.map((row) => RESULT_COLUMNS.map((c) => csvCell(c, row))),
  );
}

export interface ResultTotals {
  participants: number;
  currentSalary: number;
  increase: number;
  newSalary: number;
  bonus: number;
}

/** Column sums of the results (each row's rounded value, summed in cents). */
export function resultTotals(rows: readonly CycleResultRow[]): ResultTotals {
  const sum = (id: string) => {
    const column = RESULT_COLUMNS.find((c) => c.id === id)!;
    const total = rows.reduce(
      (acc, row) => acc + Math.round(Number(column.value(row) ?? 0) * 100),
      0,
    );
    return total / 100;
  };
  return {
    participants: rows.length,
    currentSalary: sum('currentSalary'),
    increase: sum('increase'),
    newSalary: sum('newSalary'),
    bonus: sum('bonus'),
  };
}

/** A file name for the export: 'Annual Review 2026' → 'annual-review-2026-results.csv'. */
export function resultsFileName(cycleName: string): string {
  const slug = cycleName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'cycle'}-results.csv`;
}
