import type { ImportKind } from '@/lib/imports/columns';

/** 10000 → '10,000'. */
const count = (n: number) => n.toLocaleString('en-US');

export const IMPORT_TEXT = {
  title: 'Import and Export',
  subtitle:
    'Bring employees, teams, manager links, compensation history and pay bands in from your HR platform’s CSV export, or take them out as CSV.',
  kinds: {
    employees: 'Employees, Teams and Managers',
    compensation: 'Compensation History',
    levels: 'Levels and Pay Bands',
  } satisfies Record<ImportKind, string>,
  template: 'Download Template',
  chooseFile: 'Choose CSV File',
  reading: 'Reading file…',
  noRows: 'The file has no rows.',
  readFailed: 'The file could not be read as CSV.',
  empty: 'This file is empty',
  notText:
    'This file cannot be read as CSV: it is not a text file (an Excel workbook? save it as CSV first)',
  utf16: 'This file cannot be read as CSV: it is saved as UTF-16 text (save it as CSV UTF-8)',
  noHeader: 'The first row has no column names',
  noRowsUnderHeader: 'The file has no rows under its header',
  mapping: 'Match the columns of your file',
  missing: (labels: string[]) => `Choose a column for: ${labels.join(', ')}`,
  notInFile: '(not in the file)',
  check: 'Check Rows',
  checking: 'Checking…',
  import: (rows: number) => `Import ${rows.toLocaleString('en-US')} Rows`,
  importing: 'Importing…',
  startOver: 'Start Over',
  ready: (
    r: {
      created: number;
      updated: number;
      teamsCreated: number;
      compensationEntries: number;
    },
    kind: ImportKind = 'employees',
  ) =>
    kind === 'levels'
      ? `Every row is valid: ${count(r.created)} new ${r.created === 1 ? 'level' : 'levels'}, ${count(r.updated)} ${r.updated === 1 ? 'level' : 'levels'} updated.`
      : `Every row is valid: ${count(r.created)} new, ${count(r.updated)} updated, ${count(r.teamsCreated)} new teams, ${count(r.compensationEntries)} compensation entries.`,
  errorsTitle: 'Nothing was imported. Fix these rows in your file and upload it again.',
  done: (r: { rows: number; created: number; updated: number }) =>
    `Imported ${count(r.rows)} rows: ${count(r.created)} created, ${count(r.updated)} updated.`,
  viewAudit: 'View in Audit Trail',
  previewOf: (shown: number, total: number) =>
    `Preview of the first ${shown} of ${total.toLocaleString('en-US')} rows`,
  exportTitle: 'Export',
  exportEmployees: 'Export Employees (CSV)',
  exportBands: 'Export Pay Bands (CSV)',
} as const;
