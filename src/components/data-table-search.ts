import type { FilterFn, Row } from '@tanstack/react-table';
import { foldText, matchesSearchWords, searchWords } from '@/lib/name-search';

// Rows are rebuilt when the data changes, so a row's folded texts can live as long as the row.
const rowTexts = new WeakMap<object, string[]>();

function textsOf<T>(row: Row<T>): string[] {
  let texts = rowTexts.get(row);
  if (!texts) {
    texts = row
      .getAllCells()
      .filter((cell) => cell.column.getCanGlobalFilter())
      .map((cell) => cell.getValue())
      .filter((value) => value !== null && value !== undefined)
      .map((value) => foldText(String(value)));
    rowTexts.set(row, texts);
  }
  return texts;
}

/**
 * The search box of a table that holds its whole list: the people search of the contract's
 * `search` parameter (`matchesSearchWords`) over the row's searchable cells together, so
 * "Alvarez, Sofia" finds the row whose First Name is Sofía and Last Name Álvarez.
 */
export const searchWordsFilter: FilterFn<unknown> = (row, _columnId, value: string) =>
  matchesSearchWords(searchWords(value), textsOf(row));

searchWordsFilter.autoRemove = (value: string) => searchWords(value).length === 0;
