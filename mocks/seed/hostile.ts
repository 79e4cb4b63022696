import type { DbTables, TableName } from '@mocks/db/records';
import { seedDemo } from './demo';
import { HOSTILE_PAYLOADS } from './hostile-payloads';

export { HOSTILE_PAYLOADS } from './hostile-payloads';

/** One unbroken word: the longest value a field takes, to find layouts that overflow. */
const LONG_WORD = 'W'.repeat(2000);

type TextPatch = {
  table: TableName;
  field: string;
  /** The contract's maxLength of the field (values are cut to it so answers stay valid). */
  max: number;
  /** Only rows where this holds (e.g. text answers of text metrics). */
  when?: (row: Record<string, unknown>, tables: DbTables) => boolean;
};

// Names, team names, notes and comments: what people type and others read. Not the names the
// code matches on (review statuses and types, rating names, compensation type names).
const PATCHES: readonly TextPatch[] = [
  { table: 'organizations', field: 'name', max: 200 },
  { table: 'employees', field: 'firstName', max: 100 },
  { table: 'employees', field: 'lastName', max: 100 },
  { table: 'employees', field: 'position', max: 100 },
  { table: 'teams', field: 'name', max: 100 },
  { table: 'teams', field: 'description', max: 1000 },
  { table: 'reviewCycles', field: 'name', max: 100 },
  { table: 'compensationHistories', field: 'changeReason', max: 500 },
  { table: 'performanceHistories', field: 'notes', max: 1000 },
  { table: 'performanceMetrics', field: 'name', max: 100 },
  { table: 'performanceMetrics', field: 'description', max: 500 },
  { table: 'performanceMetrics', field: 'helpText', max: 500 },
  { table: 'workflowTemplates', field: 'name', max: 100 },
  { table: 'workflowTemplates', field: 'description', max: 500 },
  { table: 'workflowStepTemplates', field: 'description', max: 500 },
  { table: 'reviewStages', field: 'name', max: 100 },
  { table: 'reviewStages', field: 'description', max: 500 },
  { table: 'recommendations', field: 'notes', max: 1000 },
  { table: 'compensationData', field: 'justification', max: 1000 },
  { table: 'approvalSteps', field: 'comments', max: 500, when: (row) => row.comments !== null },
  {
    table: 'metricResponses',
    field: 'value',
    max: 1000,
    when: (row, tables) => {
      const metric = tables.performanceMetrics.find((m) => m.id === row.metricId);
      return metric?.scaleType === 'text' || metric?.scaleType === 'textarea';
    },
  },
];

/** The value of the `index`-th patched row: a payload before the original text, or (every 7th) the original and a long word. */
export function hostileText(original: string, index: number, max: number): string {
  const value =
    index % 7 === 6
      ? `${original} ${LONG_WORD}`
      : `${HOSTILE_PAYLOADS[index % HOSTILE_PAYLOADS.length]} ${original}`;
  return value.slice(0, max);
}

/**
 * The 'hostile' test scenario: the demo data with script and markup payloads and very long words
 * in names, team names, descriptions, notes and comments. Ids, emails, passwords, amounts and dates
 * are the demo's, so the demo accounts sign in and every screen has data.
 */
export function seedHostile(now: Date): DbTables {
  const tables = seedDemo(now);
  const rowsOf = (table: TableName) => tables[table] as unknown as Record<string, unknown>[];
  for (const patch of PATCHES) {
    let index = 0;
    for (const row of rowsOf(patch.table)) {
      const original = row[patch.field];
      if (typeof original !== 'string' || (patch.when && !patch.when(row, tables))) continue;
      row[patch.field] = hostileText(original, index, patch.max);
      index += 1;
    }
  }
  // A user's name is the name of their employee record.
  const employees = new Map(tables.employees.map((e) => [e.id, e]));
  for (const user of tables.users) {
    const employee = user.employeeId ? employees.get(user.employeeId) : undefined;
    if (!employee) continue;
    user.firstName = employee.firstName;
    user.lastName = employee.lastName;
  }
  return tables;
}
