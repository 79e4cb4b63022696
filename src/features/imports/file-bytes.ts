import { IMPORT_TEXT } from './import-text';

/** Enough of the start of a file to tell a CSV export from a workbook, an image or an archive. */
export const SNIFF_BYTES = 8 * 1024;

const SIGNATURES: Array<{ bytes: number[]; message: string }> = [
  // XLSX, ODS and Numbers files are ZIP archives; XLS is an OLE compound file.
  { bytes: [0x50, 0x4b, 0x03, 0x04], message: IMPORT_TEXT.notText },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], message: IMPORT_TEXT.notText },
  { bytes: [0xff, 0xfe], message: IMPORT_TEXT.utf16 },
  { bytes: [0xfe, 0xff], message: IMPORT_TEXT.utf16 },
];

const startsWith = (head: Uint8Array, bytes: number[]) => bytes.every((b, i) => head[i] === b);

// Tab, line feed, form feed and carriage return appear in text files; other control bytes do not.
const isControl = (b: number) => b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d;

/**
 * Why the start of a file cannot be a CSV export, or null when it reads as text. A single NUL or
 * other control byte is enough: CSV exports never hold one, and a parser would turn the file into
 * rows of garbage or empty cells rather than fail.
 */
export function unreadableReason(head: Uint8Array): string | null {
  if (head.every((b) => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d)) {
    return IMPORT_TEXT.empty;
  }
  const known = SIGNATURES.find((s) => startsWith(head, s.bytes));
  if (known) return known.message;
  return head.some(isControl) ? IMPORT_TEXT.notText : null;
}
