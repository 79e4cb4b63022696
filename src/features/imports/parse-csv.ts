import Papa from 'papaparse';
import { SNIFF_BYTES, unreadableReason } from './file-bytes';
import { IMPORT_TEXT } from './import-text';

export interface ParsedCsv {
  headers: string[];
  records: Record<string, string>[];
}

/** A file refused before any row is shown; its message says why, for the file step. */
export class CsvReadError extends Error {}

async function readHead(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
}

function parseText(
  file: File,
  onProgress: (share: number) => void,
): Promise<ParsedCsv & { named: boolean }> {
  return new Promise((resolve, reject) => {
    const records: Record<string, string>[] = [];
    let headers: string[] = [];
    // Papa renames blank and repeated headers (`_1`, `_2`): whether the first row names any
    // column is read before that.
    let named = false;
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h) => {
        const trimmed = h.trim();
        if (trimmed) named = true;
        return trimmed;
      },
      chunkSize: 64 * 1024,
      chunk: (results) => {
        if (headers.length === 0) headers = results.meta.fields ?? [];
        records.push(...results.data);
        if (file.size > 0) onProgress(Math.min(1, results.meta.cursor / file.size));
      },
      complete: () => {
        onProgress(1);
        resolve({ headers, records, named });
      },
      error: (error) => reject(error),
    });
  });
}

/**
 * Parses a CSV file in chunks (the page stays responsive on 10,000 rows) and reports progress
 * from 0 to 1. Empty lines are skipped; headers are trimmed. A file that is not text, is empty,
 * has no column names or no rows under them rejects with a CsvReadError saying so.
 */
export async function parseCsvFile(
  file: File,
  onProgress: (share: number) => void,
): Promise<ParsedCsv> {
  const reason = unreadableReason(await readHead(file));
  if (reason) throw new CsvReadError(reason);
  const { headers, records, named } = await parseText(file, onProgress);
  if (!named) throw new CsvReadError(IMPORT_TEXT.noHeader);
  if (records.length === 0) throw new CsvReadError(IMPORT_TEXT.noRowsUnderHeader);
  return { headers, records };
}
