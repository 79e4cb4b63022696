/**
 * A text cell that a spreadsheet program would run as a formula when the file is opened
 * (CSV injection, OWASP): one starting with `=`, `+`, `-`, `@`, a tab or a carriage return, also
 * behind leading quotes so that {@link restoreCell} can undo exactly what the export did. A cell
 * that is a plain negative number (`-1234.50`) is read as that number and runs nothing: it stays a
 * figure a column can sum. Apart from the CSV writer, so that readers of files (the imports, the
 * mock) do not load the CSV library.
 */
export const FORMULA_START = /^'*(?:[=+@\t\r]|-(?!\d+(?:\.\d+)?$))/;

/** Whether a text cell needs the leading quote (see {@link FORMULA_START}). */
export const isFormulaLike = (text: string): boolean => FORMULA_START.test(text);

/** One text cell as an export writes it: formula-like text behind a single quote. */
export const neutraliseCell = (text: string): string => (isFormulaLike(text) ? `'${text}` : text);

/**
 * A cell of a file an export wrote, back to the value it held: the quote {@link neutraliseCell}
 * added comes off, and only that one, so an export imported back holds the same values.
 */
export const restoreCell = (text: string): string =>
  text.startsWith("'") && isFormulaLike(text.slice(1)) ? text.slice(1) : text;
