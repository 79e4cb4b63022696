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
