/** The contract's largest page (`limit` of the list calls). */
export const PAGE_SIZE = 1000;

export interface Page<T> {
  data: T[];
  total: number;
}

/**
 * Every row of a paged list call: the first page tells the total, the other pages are asked for
 * together. A list that changes meanwhile may repeat or skip a row at a page edge, as with any
 * offset paging; the next refetch corrects it.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: { limit: number; offset: number }) => Promise<Page<T>>,
): Promise<T[]> {
  const first = await fetchPage({ limit: PAGE_SIZE, offset: 0 });
  if (first.data.length === 0 || first.data.length >= first.total) return first.data;
  const rest: Promise<Page<T>>[] = [];
  for (let offset = first.data.length; offset < first.total; offset += PAGE_SIZE) {
    rest.push(fetchPage({ limit: PAGE_SIZE, offset }));
  }
  const pages = await Promise.all(rest);
  return first.data.concat(...pages.map((page) => page.data));
}

/**
 * The first page of a streamed list: more rows than a screen shows, so they appear without waiting
 * for (and parsing) a full page. Above the 100 rows from which a DataTable virtualises: 100 rows
 * rendered whole took longer than the 1,000 they replaced.
 */
export const FIRST_PAGE_SIZE = 200;

/** Rows of a paged list so far: `complete` once every page has arrived. */
export interface LoadedPages<T> {
  rows: T[];
  /** The list's length as the first page told it (the rows' length once complete). */
  total: number;
  complete: boolean;
}

/**
 * Every row of a paged list, as it arrives: the first 200 rows, then (once `beforeRest` resolves, e.g.
 * when the first page is on screen) the other pages, asked for together and given as one piece.
 * Each piece holds only its own rows.
 */
export async function* streamPages<T>(
  fetchPage: (page: { limit: number; offset: number }) => Promise<Page<T>>,
  beforeRest: () => Promise<void>,
): AsyncGenerator<LoadedPages<T>> {
  const first = await fetchPage({ limit: FIRST_PAGE_SIZE, offset: 0 });
  if (first.data.length === 0 || first.data.length >= first.total) {
    yield { rows: first.data, total: first.data.length, complete: true };
    return;
  }
  yield { rows: first.data, total: first.total, complete: false };
  await beforeRest();
  const rest: Promise<Page<T>>[] = [];
  for (let offset = first.data.length; offset < first.total; offset += PAGE_SIZE) {
    rest.push(fetchPage({ limit: PAGE_SIZE, offset }));
  }
  const rows = ([] as T[]).concat(...(await Promise.all(rest)).map((page) => page.data));
  yield { rows, total: first.data.length + rows.length, complete: true };
}

/** Adds a piece of {@link streamPages} to the rows so far. */
export function addPages<T>(sofar: LoadedPages<T>, piece: LoadedPages<T>): LoadedPages<T> {
  return {
    rows: sofar.rows.length === 0 ? piece.rows : sofar.rows.concat(piece.rows),
    total: piece.total,
    complete: piece.complete,
  };
}
