// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { addPages, fetchAllPages, PAGE_SIZE, streamPages, type LoadedPages } from './pages';

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

describe('streamPages', () => {
  async function pieces(total: number, beforeRest: () => Promise<void> = async () => undefined) {
    const fetchPage = pagedList(total);
    const seen: LoadedPages<number>[] = [];
    for await (const piece of streamPages(fetchPage, beforeRest)) seen.push(piece);
    return { seen, fetchPage };
  }

  it('gives the first 200 rows, then every other page in one piece once beforeRest resolves', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchPage = pagedList(10_000);
    const stream = streamPages(fetchPage, () => gate);
    const first = await stream.next();
    expect(first.value).toEqual({ rows: rows(200), total: 10_000, complete: false });
    expect(fetchPage).toHaveBeenCalledWith({ limit: 200, offset: 0 });
    const rest = stream.next();
    await Promise.resolve();
    expect(fetchPage).toHaveBeenCalledTimes(1);
    release();
    expect((await rest).value).toMatchObject({
      rows: rows(9800, 200),
      total: 10_000,
      complete: true,
    });
    // The rest in pages of the contract's largest limit: offsets 200, 1200, ..., 9200.
    expect(fetchPage).toHaveBeenCalledTimes(11);
    expect(fetchPage).toHaveBeenLastCalledWith({ limit: 1000, offset: 9200 });
    expect((await stream.next()).done).toBe(true);
  });

  it('adds up to every row in order', async () => {
    const { seen } = await pieces(2500);
    const whole = seen.reduce(addPages, { rows: [], total: 0, complete: false });
    expect(whole).toEqual({ rows: rows(2500), total: 2500, complete: true });
  });

  it('gives a list of one page (or none) whole at once, without waiting', async () => {
    const never = () => new Promise<void>(() => undefined);
    expect((await pieces(60, never)).seen).toEqual([{ rows: rows(60), total: 60, complete: true }]);
    expect((await pieces(0, never)).seen).toEqual([{ rows: [], total: 0, complete: true }]);
  });
});
