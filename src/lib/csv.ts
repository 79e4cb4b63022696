import Papa from 'papaparse';
import { FORMULA_START } from './csv-cell';

export type CsvCell = string | number | null | undefined;

/**
 * Every CSV file the app writes: a header row and rows (CRLF, quoted where needed). Every text
 * cell, the headers too, gets the leading quote of `neutraliseCell` when it looks like a formula
 * (and is quoted); numbers are written as numbers, negative ones included, and null or undefined
 * as an empty cell.
 */
export function toCsv(fields: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return Papa.unparse(
    { fields: [...fields], data: rows.map((row) => [...row]) },
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
}
