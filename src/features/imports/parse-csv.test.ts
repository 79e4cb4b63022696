import { describe, expect, it } from 'vitest';
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

describe('previewOrder', () => {
  it('rows with errors first (once each), then the others in file order, at most the shown count', () => {
    expect(previewOrder(6, [4, 1, 4], 4)).toEqual([4, 1, 0, 2]);
    expect(previewOrder(3, [])).toEqual([0, 1, 2]);
    expect(previewOrder(10_000, [9_999], 100)).toHaveLength(100);
  });
});
