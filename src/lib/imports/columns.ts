import { restoreCell } from '../csv-cell';

/**
 * The CSV imports: one row per employee, one row per compensation history entry, or one row per
 * pay band of a level.
 */
export type ImportKind = 'employees' | 'compensation' | 'levels';

export interface ImportField {
  key: string;
  /** Header of the downloadable template. */
  label: string;
  required: boolean;
  /** Header names of common HR platforms' exports (BambooHR, Workday, Gusto, Rippling, HiBob...). */
  aliases: readonly string[];
  /** Value of the template's example row. */
  example: string;
}

const EMAIL = [
  'Work Email',
  'Email',
  'Email Address',
  'Work Email Address',
  'Business Email',
  'Primary Work Email',
  'Company Email',
  'Employee Email',
];
/** A private address: never the work email, never signed in with. */
const PERSONAL_EMAIL = [
  'Personal Email',
  'Home Email',
  'Personal Email Address',
  'Home Email Address',
  'Private Email',
  'Other Email',
];
const EFFECTIVE = [
  'Effective Date',
  'Salary Effective Date',
  'Compensation Effective Date',
  'Pay Rate Effective Date',
  'Change Date',
  'Effective From',
  'Date',
];
const CURRENCY = ['Currency', 'Pay Currency', 'Salary Currency', 'Currency Code'];

export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  employees: [
    {
      key: 'employeeId',
      label: 'Employee ID',
      required: false,
      example: '',
      aliases: ['Employee ID', 'Employee Number', 'Employee #', 'Worker ID', 'Emp ID', 'ID'],
    },
    {
      key: 'firstName',
      label: 'First Name',
      required: true,
      example: 'Ada',
      aliases: ['First Name', 'Legal First Name', 'Preferred First Name', 'Given Name', 'First'],
    },
    {
      key: 'lastName',
      label: 'Last Name',
      required: true,
      example: 'Byron',
      aliases: ['Last Name', 'Legal Last Name', 'Surname', 'Family Name', 'Last'],
    },
    {
      key: 'email',
      label: 'Work Email',
      required: true,
      example: 'ada.byron@example.com',
      aliases: EMAIL,
    },
    {
      key: 'personalEmail',
      label: 'Personal Email',
      required: false,
      example: '',
      aliases: PERSONAL_EMAIL,
    },
    {
      key: 'position',
      label: 'Job Title',
      required: true,
      example: 'Software Engineer',
      aliases: ['Job Title', 'Title', 'Position', 'Business Title', 'Job Profile', 'Role'],
    },
    {
      key: 'department',
      label: 'Department',
      required: false,
      example: 'Engineering',
      aliases: ['Department', 'Dept', 'Division', 'Cost Center'],
    },
    {
      key: 'team',
      label: 'Team',
      required: false,
      example: 'Platform',
      aliases: ['Team', 'Team Name', 'Group', 'Supervisory Organization', 'Sub Department'],
    },
    {
      key: 'hireDate',
      label: 'Hire Date',
      required: true,
      example: '2024-02-01',
      aliases: [
        'Hire Date',
        'Start Date',
        'Original Hire Date',
        'Date of Hire',
        'Hired On',
        'Employment Start Date',
        'Most Recent Hire Date',
      ],
    },
    {
      key: 'managerEmail',
      label: 'Reports To',
      required: false,
      example: 'mia.manager@example.com',
      aliases: [
        'Reports To',
        'Manager Email',
        'Manager',
        'Supervisor Email',
        'Supervisor',
        'Reports To Email',
        'Manager Work Email',
        'Line Manager',
        'Line Manager Email',
        'Direct Manager',
      ],
    },
    {
      key: 'salary',
      label: 'Annual Salary',
      required: false,
      example: '95000',
      aliases: [
        'Annual Salary',
        'Salary',
        'Base Salary',
        'Annual Base Salary',
        'Pay Rate',
        'Base Pay',
        'Annual Pay',
        'Compensation',
      ],
    },
    { key: 'currency', label: 'Currency', required: false, example: 'USD', aliases: CURRENCY },
    {
      key: 'effectiveDate',
      label: 'Effective Date',
      required: false,
      example: '2024-02-01',
      aliases: EFFECTIVE,
    },
  ],
  compensation: [
    {
      key: 'email',
      label: 'Work Email',
      required: true,
      example: 'ada.byron@example.com',
      aliases: EMAIL,
    },
    {
      key: 'effectiveDate',
      label: 'Effective Date',
      required: true,
      example: '2025-04-01',
      aliases: EFFECTIVE,
    },
    {
      key: 'type',
      label: 'Compensation Type',
      required: true,
      example: 'Base Salary',
      aliases: [
        'Compensation Type',
        'Type',
        'Pay Type',
        'Component',
        'Pay Component',
        'Earning Type',
      ],
    },
    {
      key: 'amount',
      label: 'Amount',
      required: true,
      example: '99000',
      aliases: ['Amount', 'Value', 'Annual Salary', 'Salary', 'Pay Rate', 'Annual Amount'],
    },
    { key: 'currency', label: 'Currency', required: false, example: 'USD', aliases: CURRENCY },
    {
      key: 'changeType',
      label: 'Change Type',
      required: false,
      example: 'annual',
      aliases: ['Change Type', 'Event', 'Event Type', 'Change Category'],
    },
    {
      key: 'reason',
      label: 'Reason',
      required: false,
      example: 'Annual merit increase',
      aliases: ['Reason', 'Change Reason', 'Comment', 'Comments', 'Notes'],
    },
  ],
  levels: [
    {
      key: 'level',
      label: 'Level',
      required: true,
      example: 'L3 Senior',
      aliases: ['Level Name', 'Job Level', 'Grade', 'Pay Grade', 'Job Grade', 'Career Level'],
    },
    {
      key: 'order',
      label: 'Order',
      required: false,
      example: '3',
      aliases: ['Rank', 'Level Order', 'Level Number', 'Grade Order'],
    },
    {
      key: 'jobFamily',
      label: 'Job Family',
      required: false,
      example: 'Engineering',
      aliases: ['Family', 'Job Function', 'Function', 'Track'],
    },
    {
      key: 'zone',
      label: 'Zone',
      required: false,
      example: '',
      aliases: ['Location Zone', 'Pay Zone', 'Geo Zone', 'Geographic Zone', 'Location', 'Region'],
    },
    { key: 'currency', label: 'Currency', required: false, example: 'USD', aliases: CURRENCY },
    {
      key: 'min',
      label: 'Minimum',
      required: true,
      example: '85000',
      aliases: ['Min', 'Range Minimum', 'Band Minimum', 'Salary Minimum', 'Min Salary'],
    },
    {
      key: 'mid',
      label: 'Midpoint',
      required: true,
      example: '102000',
      aliases: [
        'Mid',
        'Range Midpoint',
        'Band Midpoint',
        'Salary Midpoint',
        'Target',
        'Market Rate',
      ],
    },
    {
      key: 'max',
      label: 'Maximum',
      required: true,
      example: '119000',
      aliases: ['Max', 'Range Maximum', 'Band Maximum', 'Salary Maximum', 'Max Salary'],
    },
  ],
};

/** Field key → the file's header it is read from (null: not in the file). */
export type ColumnMapping = Record<string, string | null>;

const squash = (header: string) => header.toLowerCase().replace(/[^a-z0-9#]/g, '');

/**
 * The mapping a file's headers suggest: for each field, the first header equal (ignoring case,
 * spaces and punctuation) to one of its aliases, in alias order; a header serves one field only.
 */
export function guessMapping(kind: ImportKind, headers: readonly string[]): ColumnMapping {
  const byName = new Map<string, string>();
  for (const header of headers) if (!byName.has(squash(header))) byName.set(squash(header), header);
  const used = new Set<string>();
  const mapping: ColumnMapping = {};
  for (const field of IMPORT_FIELDS[kind]) {
    const header = [field.label, ...field.aliases]
      .map((alias) => byName.get(squash(alias)))
      .find((h) => h !== undefined && !used.has(h));
    mapping[field.key] = header ?? null;
    if (header) used.add(header);
  }
  return mapping;
}

/** Required fields the mapping leaves without a column (their labels). */
export function missingRequired(kind: ImportKind, mapping: ColumnMapping): string[] {
  return IMPORT_FIELDS[kind].filter((f) => f.required && !mapping[f.key]).map((f) => f.label);
}

/** Rows of the file as canonical rows (field key → trimmed text; unmapped fields left out). */
export function applyMapping(
  records: readonly Record<string, string | undefined>[],
  mapping: ColumnMapping,
): Record<string, string>[] {
  const pairs = Object.entries(mapping).filter((p): p is [string, string] => p[1] !== null);
  return records.map((record) => {
    const row: Record<string, string> = {};
    // An export's leading quote on formula-like text comes off: a file exported and imported
    // back holds the same values.
    for (const [key, header] of pairs) row[key] = restoreCell((record[header] ?? '').trim()).trim();
    return row;
  });
}

/** The template: the fields' labels and one example row. */
export function templateRows(kind: ImportKind): { fields: string[]; data: string[][] } {
  const fields = IMPORT_FIELDS[kind];
  return { fields: fields.map((f) => f.label), data: [fields.map((f) => f.example)] };
}
