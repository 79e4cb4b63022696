// @vitest-environment node
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { isFormulaLike, neutraliseCell, restoreCell } from './csv-cell';
import { toCsv } from './csv';

/** The data line of a one-cell file. */
const line = (cell: string | number) => toCsv(['Value'], [[cell]]).split('\r\n')[1];
/** What a spreadsheet (or our import) reads back from the file. */
const readBack = (text: string) => Papa.parse<string[]>(text).data.slice(1);

describe('CSV cells a spreadsheet would run', () => {
  it.each(['=1+1', '+1 555 0100', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '=', '+', '-', '@'])(
    'quotes %j behind a single quote',
    (cell) => {
      expect(isFormulaLike(cell)).toBe(true);
      expect(line(cell)).toBe(`"'${cell}"`);
    },
  );

  it('covers emails and formulas over several lines', () => {
    expect(line(`=cmd|'/Ccalc'!A0@x.io`)).toBe(`"'=cmd|'/Ccalc'!A0@x.io"`);
    // papaparse's own pattern stops at the first line break and lets this one through.
    expect(line('=1\n+2')).toBe(`"'=1\n+2"`);
  });

  it('quotes the header row by the same rule', () => {
    expect(toCsv(['=Name', 'Email'], []).split('\r\n')[0]).toBe(`"'=Name",Email`);
  });

  it.each(['Ada', 'a=b', 'ada@x.io', ' =1', "'quoted", '', '1-2', '0', 'é=1'])(
    'leaves %j as it is',
    (cell) => {
      expect(isFormulaLike(cell)).toBe(false);
      expect(readBack(toCsv(['Value'], [[cell]]))).toEqual([[cell]]);
    },
  );

  it('keeps negative numbers figures: numbers, and text that is a plain negative number', () => {
    expect(line(-5)).toBe('-5');
    expect(line(-1234.5)).toBe('-1234.5');
    expect(line('-1234.50')).toBe('-1234.50');
    expect(line('-0')).toBe('-0');
    for (const cell of ['-1e3', '-1.', '-.5', '-1,000', '--5', '-5 ', '-5\r', '-5-1'])
      expect(line(cell)).toBe(`"'${cell}"`);
  });

  it('writes null and undefined as empty cells', () => {
    expect(toCsv(['A', 'B', 'C'], [[null, undefined, 0]]).split('\r\n')[1]).toBe(',,0');
  });
});

describe('restoreCell', () => {
  it('takes off the quote an export added, and only that one', () => {
    expect(restoreCell("'=1+1")).toBe('=1+1');
    expect(restoreCell("''=1")).toBe("'=1");
    expect(restoreCell("'\t=1")).toBe('\t=1');
    expect(restoreCell("'Ada")).toBe("'Ada");
    expect(restoreCell("'-5")).toBe("'-5");
    expect(restoreCell('=1')).toBe('=1');
    expect(restoreCell("'")).toBe("'");
  });

  it('reads back every value exactly as it was written', () => {
    const values = [
      `=cmd|'/Ccalc'!A0@x.io`,
      "'=1",
      "''=1",
      "'Ada",
      "'",
      "'-5",
      '-5',
      '-5.5x',
      '@here',
      'plain',
      '+',
      '\r\n=1',
      '',
    ];
    const text = toCsv(
      ['Value'],
      values.map((v) => [v]),
    );
    expect(readBack(text).map(([cell]) => restoreCell(cell ?? ''))).toEqual(values);
    expect(values.map((v) => restoreCell(neutraliseCell(v)))).toEqual(values);
  });
});
