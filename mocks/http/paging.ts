import type { QueryFor } from './route';

/** The contract's default and largest `limit` of a list call. */
export const PAGE_SIZE = 1000;

/** Every paged list takes the contract's same Limit and Offset parameters. */
export type PageQuery = Pick<QueryFor<'listAuditEntries'>, 'limit' | 'offset'>;

/** The requested page's bounds: `rows.slice(start, end)`. */
export function pageBounds(query: PageQuery): { start: number; end: number } {
  const start = query.offset ?? 0;
  return { start, end: start + (query.limit ?? PAGE_SIZE) };
}
