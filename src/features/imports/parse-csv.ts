import Papa from 'papaparse';

export interface ParsedCsv {
  headers: string[];
  records: Record<string, string>[];
}

/**
 * Parses a CSV file in chunks (the page stays responsive on 10,000 rows) and reports progress
 * from 0 to 1. Empty lines are skipped; headers are trimmed.
 */
export function parseCsvFile(file: File, onProgress: (share: number) => void): Promise<ParsedCsv> {
  return new Promise((resolve, reject) => {
    const records: Record<string, string>[] = [];
    let headers: string[] = [];
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h) => h.trim(),
      chunkSize: 64 * 1024,
      chunk: (results) => {
        if (headers.length === 0) headers = results.meta.fields ?? [];
        records.push(...results.data);
        if (file.size > 0) onProgress(Math.min(1, results.meta.cursor / file.size));
      },
      complete: () => {
        onProgress(1);
        resolve({ headers, records });
      },
      error: (error) => reject(error),
    });
  });
}
