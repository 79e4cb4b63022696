import { normalizeZone, orderedBands } from '@/lib/levels';
import { BAND_MESSAGES, bandProblems, duplicateZones, type PayBand } from '@/lib/pay-bands';
import { IMPORT_FIELDS } from './columns';
import { IMPORT_MESSAGES, requiredMessage, type ImportError, type ImportOutcome } from './validate';
import { amountTextProblem, parseImportAmount, parseImportCurrency } from './values';

/** The pay band file's own messages; the band rules' are BAND_MESSAGES. */
export const LEVEL_IMPORT_MESSAGES = {
  invalidOrder: 'Order must be a whole number from 1 to 1000',
  orderDiffers: 'Rows of one level must have the same order',
  jobFamilyDiffers: 'Rows of one level must have the same job family',
  tooManyBands: 'A level has at most 50 bands',
  nameTooLong: 'Must be at most 100 characters',
  zoneTooLong: 'Must be at most 60 characters',
} as const;

const MAX_BANDS = 50;
const MAX_ORDER = 1000;

/** A level of the organization as the import sees it. */
export interface ImportLevel {
  id: string;
  name: string;
  order: number;
  jobFamily: string | null;
}

/** What the import does to one level: create it or replace its bands (and order, job family). */
export interface PlannedLevel {
  existingId: string | null;
  name: string;
  order: number;
  jobFamily: string | null;
  bands: PayBand[];
}

type Row = Readonly<Record<string, string | undefined>>;

const cell = (row: Row, key: string) => (row[key] ?? '').trim();
const label = (key: string) => IMPORT_FIELDS.levels.find((f) => f.key === key)?.label ?? key;

/** One row's band, or its problems (amounts parsed as in the other imports). */
function bandOf(row: Row, index: number, fail: (field: string, message: string) => void) {
  for (const key of ['level', 'min', 'mid', 'max'])
    if (!cell(row, key)) fail(key, requiredMessage(label(key)));
  const amounts = (['min', 'mid', 'max'] as const).map((key) => {
    const text = cell(row, key);
    const value = text ? parseImportAmount(text) : null;
    if (text && value === null) fail(key, amountTextProblem(text)!);
    return value;
  });
  const currency = parseImportCurrency(cell(row, 'currency'));
  if (!currency) fail('currency', IMPORT_MESSAGES.invalidCurrency);
  const zone = normalizeZone(cell(row, 'zone'));
  if (zone && zone.length > 60) fail('zone', LEVEL_IMPORT_MESSAGES.zoneTooLong);
  if (cell(row, 'level').length > 100) fail('level', LEVEL_IMPORT_MESSAGES.nameTooLong);
  if (cell(row, 'jobFamily').length > 100) fail('jobFamily', LEVEL_IMPORT_MESSAGES.nameTooLong);
  const [min, mid, max] = amounts;
  if (min === null || mid === null || max === null) return null;
  for (const p of bandProblems({ min, mid, max })) fail(p.field, p.message);
  return currency ? { index, band: { zone, currency, min, mid, max } } : null;
}

/**
 * Checks every row of a pay band file (one row per band) and plans the levels it creates or
 * updates, grouped by level name (trimmed, any case). All rows or none: any problem returns only
 * the errors, each on its row and column. A level named in the file gets exactly its rows' bands;
 * order and job family, when given, must agree across its rows.
 */
export function planLevelImport(
  rows: readonly Row[],
  context: { levels: readonly ImportLevel[] },
): ImportOutcome<PlannedLevel[]> {
  const errors: ImportError[] = [];
  const groups = new Map<string, { name: string; rows: number[] }>();
  const bands = new Map<number, PayBand>();
  rows.forEach((row, i) => {
    const fail = (field: string, message: string) => errors.push({ row: i, field, message });
    const parsed = bandOf(row, i, fail);
    if (parsed) bands.set(i, parsed.band);
    const name = cell(row, 'level');
    if (!name) return;
    const key = name.toLowerCase();
    const group = groups.get(key) ?? { name, rows: [] };
    group.rows.push(i);
    groups.set(key, group);
  });

  const existing = new Map(context.levels.map((l) => [l.name.trim().toLowerCase(), l]));
  let nextOrder = Math.max(0, ...context.levels.map((l) => l.order));
  const planned: PlannedLevel[] = [];
  for (const [key, group] of groups) {
    const fail = (row: number, field: string, message: string) =>
      errors.push({ row, field, message });
    const order = agreed(rows, group.rows, 'order', LEVEL_IMPORT_MESSAGES.orderDiffers, fail);
    const family = agreed(
      rows,
      group.rows,
      'jobFamily',
      LEVEL_IMPORT_MESSAGES.jobFamilyDiffers,
      fail,
    );
    let orderValue: number | null = null;
    if (order) {
      orderValue = /^\d+$/.test(order.text) ? Number(order.text) : NaN;
      if (!(orderValue >= 1 && orderValue <= MAX_ORDER)) {
        fail(order.row, 'order', LEVEL_IMPORT_MESSAGES.invalidOrder);
        orderValue = null;
      }
    }
    if (group.rows.length > MAX_BANDS)
      fail(group.rows[MAX_BANDS]!, 'level', LEVEL_IMPORT_MESSAGES.tooManyBands);
    const levelBands = group.rows.map((i) => bands.get(i));
    const zones = group.rows.map((i) => ({ zone: normalizeZone(cell(rows[i]!, 'zone')) }));
    for (const at of duplicateZones(zones))
      fail(group.rows[at]!, 'zone', BAND_MESSAGES.duplicateZone);
    const current = existing.get(key);
    planned.push({
      existingId: current?.id ?? null,
      name: current?.name ?? group.name,
      order: orderValue ?? current?.order ?? Math.min(MAX_ORDER, (nextOrder += 1)),
      jobFamily: family ? family.text : (current?.jobFamily ?? null),
      bands: orderedBands(levelBands.filter((b): b is PayBand => b !== undefined)),
    });
  }
  if (errors.length === 0) return { ok: true, plan: planned };
  const columns = IMPORT_FIELDS.levels.map((f) => f.key);
  errors.sort((a, b) => a.row - b.row || columns.indexOf(a.field) - columns.indexOf(b.field));
  return { ok: false, errors };
}

/** The one non-empty value the rows of a level give for `key` (null: none); a second one fails. */
function agreed(
  rows: readonly Row[],
  indexes: readonly number[],
  key: string,
  message: string,
  fail: (row: number, field: string, message: string) => void,
): { text: string; row: number } | null {
  let found: { text: string; row: number } | null = null;
  for (const i of indexes) {
    const text = cell(rows[i]!, key);
    if (!text) continue;
    if (!found) found = { text, row: i };
    else if (text.toLowerCase() !== found.text.toLowerCase()) fail(i, key, message);
  }
  return found;
}
