// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { fetchAllPages, PAGE_SIZE } from './pages';

const rows = (count: number, from = 0) => Array.from({ length: count }, (_, i) => from + i);

function pagedList(total: number) {
  const all = rows(total);
  return vi.fn(async ({ limit, offset }: { limit: number; offset: number }) => ({
    data: all.slice(offset, offset + limit),
    total,
  }));
}

describe('fetchAllPages', () => {
  it('makes one call when the first page holds everything', async () => {
    const fetchPage = pagedList(60);
    expect(await fetchAllPages(fetchPage)).toEqual(rows(60));
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage).toHaveBeenCalledWith({ limit: PAGE_SIZE, offset: 0 });
  });

  it('asks for every further page and returns the rows in order', async () => {
    const fetchPage = pagedList(10_000);
    const all = await fetchAllPages(fetchPage);
    expect(all).toHaveLength(10_000);
    expect(all).toEqual(rows(10_000));
    expect(fetchPage.mock.calls.map(([page]) => page.offset)).toEqual(
      rows(10).map((i) => i * PAGE_SIZE),
    );
  });

  it('handles a last page that is not full, and an empty list', async () => {
    expect(await fetchAllPages(pagedList(1001))).toEqual(rows(1001));
    const empty = pagedList(0);
    expect(await fetchAllPages(empty)).toEqual([]);
    expect(empty).toHaveBeenCalledTimes(1);
  });
});
