import { describe, expect, it } from 'vitest';
import { expectConsoleWarn } from '@/test/console-guard';
import { previewOrder } from './components/ImportPreview';
import { parseCsvFile } from './parse-csv';

describe('parseCsvFile', () => {
  it('reads a 10,000-row file in chunks, reporting rising progress up to 1', async () => {
    const lines = ['First Name,Last Name,Work Email'];
    for (let i = 0; i < 10_000; i += 1) lines.push(`First${i},Last${i},p${i}@example.com`);
    const file = new File([`${lines.join('\n')}\n\n`], 'big.csv', { type: 'text/csv' });
    const progress: number[] = [];
    const csv = await parseCsvFile(file, (share) => progress.push(share));
    expect(csv.headers).toEqual(['First Name', 'Last Name', 'Work Email']);
    expect(csv.records).toHaveLength(10_000);
    expect(csv.records[9_999]).toEqual({
      'First Name': 'First9999',
      'Last Name': 'Last9999',
      'Work Email': 'p9999@example.com',
    });
    // Several chunks (the page draws the bar between them), never going back, ending at 1.
    expect(progress.length).toBeGreaterThan(3);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
  });
});

const fileOf = (parts: BlobPart[], name = 'people.csv') => new File(parts, name);
const bytes = (...b: number[]) => new Uint8Array(b);
const read = (file: File) => parseCsvFile(file, () => {});
const NOT_TEXT =
  'This file cannot be read as CSV: it is not a text file (an Excel workbook? save it as CSV first)';

describe('parseCsvFile refuses a file it cannot read as CSV, saying why', () => {
  it.each([
    ['a PNG image', [bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d), 'IHDR']],
    [
      'an Excel workbook (ZIP header)',
      [bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0), '[Content_Types].xml'],
    ],
    ['an old Excel workbook (OLE header)', [bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)]],
    ['text with NUL bytes', ['First Name,Last Name\nAda,Love', bytes(0), 'lace\n']],
  ])('%s is not a text file', async (_what, parts) => {
    await expect(read(fileOf(parts as BlobPart[]))).rejects.toThrow(NOT_TEXT);
  });

  it('an empty file, or one of blank lines only, is empty', async () => {
    await expect(read(fileOf([]))).rejects.toThrow('This file is empty');
    await expect(read(fileOf(['\r\n\n  \n']))).rejects.toThrow('This file is empty');
  });

  it('a first row of blank cells has no column names', async () => {
    // Papa names the blank headers `_1`, `_2` and warns that it did.
    expectConsoleWarn(/Duplicate headers found and renamed/);
    await expect(read(fileOf([',,,\nAda,Lovelace,ada@example.com,\n']))).rejects.toThrow(
      'The first row has no column names',
    );
  });

  it('a header without rows has no rows under its header', async () => {
    await expect(read(fileOf(['First Name,Last Name,Work Email\n\n']))).rejects.toThrow(
      'The file has no rows under its header',
    );
  });

  it('UTF-16 text is named as such', async () => {
    await expect(read(fileOf([bytes(0xff, 0xfe, 0x46, 0, 0x69, 0)]))).rejects.toThrow(
      'This file cannot be read as CSV: it is saved as UTF-16 text (save it as CSV UTF-8)',
    );
  });

  it('a UTF-8 file with a byte-order mark and accents reads as usual', async () => {
    const csv = await read(
      fileOf([bytes(0xef, 0xbb, 0xbf), 'First Name,Last Name\nZoë,Ångström\n']),
    );
    expect(csv.headers).toEqual(['First Name', 'Last Name']);
    expect(csv.records).toEqual([{ 'First Name': 'Zoë', 'Last Name': 'Ångström' }]);
  });
});

describe('previewOrder', () => {
  it('rows with errors first (once each), then the others in file order, at most the shown count', () => {
    expect(previewOrder(6, [4, 1, 4], 4)).toEqual([4, 1, 0, 2]);
    expect(previewOrder(3, [])).toEqual([0, 1, 2]);
    expect(previewOrder(10_000, [9_999], 100)).toHaveLength(100);
  });
});
