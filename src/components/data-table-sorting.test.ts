import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createTable,
  getCoreRowModel,
  getSortedRowModel,
  type ColumnDef,
  type RowModel,
  type SortingFn,
  type SortingState,
} from '@tanstack/react-table';
import {
  compareText,
  compareValues,
  getFastSortedRowModel,
  smartSortingFn,
} from './data-table-sorting';

const sorted = (values: unknown[]) => [...values].sort(compareValues);

describe('compareValues', () => {
  it('sorts text case-insensitively with natural numbers', () => {
    expect(sorted(['Zed', 'alice', 'Bob', 'Item 10', 'Item 2', 'item 02b'])).toEqual([
      'alice',
      'Bob',
      'Item 2',
      'item 02b',
      'Item 10',
      'Zed',
    ]);
  });

  it('sorts numbers and dates by value', () => {
    expect(sorted([100, 9, 25.5, -1])).toEqual([-1, 9, 25.5, 100]);
    const early = new Date('2024-01-05');
    const late = new Date('2024-10-01');
    expect(sorted([late, early])).toEqual([early, late]);
  });

  it('sorts ISO date strings chronologically and puts empty values first', () => {
    expect(sorted(['2024-10-01', '2024-01-05', null, '2023-12-31'])).toEqual([
      null,
      '2023-12-31',
      '2024-01-05',
      '2024-10-01',
    ]);
  });

  it('leaves accented letters to the collator', () => {
    expect(sorted(['Zoë', 'Émile', 'Eve'])).toEqual(['Émile', 'Eve', 'Zoë']);
  });
});

describe('compareText', () => {
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  const word = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,8}[0-9]{0,3}$/);

  it('agrees in sign with Intl.Collator on letters, spaces and trailing numbers', () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(Math.sign(compareText(a, b))).toBe(Math.sign(collator.compare(a, b)));
      }),
    );
  });

  it('is antisymmetric', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(Math.sign(compareText(a, b))).toBe(-Math.sign(compareText(b, a)) || 0);
      }),
    );
  });
});

describe('getFastSortedRowModel', () => {
  type Item = { id: string; salary: number | null; name: string; note?: string; children?: Item[] };
  const columns: ColumnDef<Item>[] = [
    { accessorKey: 'salary', sortingFn: smartSortingFn as SortingFn<Item> },
    { accessorKey: 'name', sortingFn: smartSortingFn as SortingFn<Item>, invertSorting: true },
    { accessorKey: 'note', sortUndefined: 'last', sortingFn: 'alphanumeric' },
  ];
  const order = (model: RowModel<Item>) =>
    model.flatRows.map((r) => r.id).join(' ') + ' | ' + model.rows.map((r) => r.id).join(' ');

  const sortedBoth = (data: Item[], sorting: SortingState) => {
    const build = (getSortedRowModel: typeof getFastSortedRowModel) =>
      createTable<Item>({
        data,
        columns,
        getRowId: (row) => row.id,
        getSubRows: (row) => row.children,
        state: { sorting },
        onStateChange: () => undefined,
        renderFallbackValue: null,
        getCoreRowModel: getCoreRowModel(),
        getSortedRowModel: getSortedRowModel(),
      }).getSortedRowModel();
    return [order(build(getFastSortedRowModel)), order(build(getSortedRowModel))];
  };

  const item = fc.record({
    salary: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
    name: fc.constantFrom('alice', 'Bob', 'Zoë', 'Item 2', 'Item 10', ''),
    note: fc.option(fc.constantFrom('a', 'b', 'c'), { nil: undefined }),
  });

  it('orders rows exactly like react-table (desc, invert, sortUndefined, ties, sub-rows)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ parent: item, children: fc.array(item, { maxLength: 3 }) }), {
          maxLength: 30,
        }),
        fc.constantFrom('salary', 'name', 'note'),
        fc.boolean(),
        (groups, id, desc) => {
          const data: Item[] = groups.map((g, i) => ({
            ...g.parent,
            id: `p${i}`,
            children: g.children.map((c, j) => ({ ...c, id: `p${i}c${j}` })),
          }));
          const [fast, reference] = sortedBoth(data, [{ id, desc }]);
          expect(fast).toBe(reference);
        },
      ),
    );
  });

  it('sorts again by the values of the data and columns it has now, not the ones it read first', () => {
    type Pay = { id: string; salary: number; bonus: number };
    const payColumns = (key: 'salary' | 'bonus'): ColumnDef<Pay>[] => [
      { id: 'pay', accessorFn: (row) => row[key], sortingFn: smartSortingFn as SortingFn<Pay> },
    ];
    let options = {
      data: [
        { id: 'a', salary: 3, bonus: 2 },
        { id: 'b', salary: 1, bonus: 1 },
        { id: 'c', salary: 2, bonus: 3 },
      ],
      columns: payColumns('salary'),
      sorting: [{ id: 'pay', desc: false }] as SortingState,
    };
    const table = createTable<Pay>({
      data: options.data,
      columns: options.columns,
      getRowId: (row) => row.id,
      state: { sorting: options.sorting },
      onStateChange: () => undefined,
      renderFallbackValue: null,
      getCoreRowModel: getCoreRowModel(),
      getSortedRowModel: getFastSortedRowModel(),
    });
    const ids = (next: Partial<typeof options>) => {
      options = { ...options, ...next };
      table.setOptions((prev) => ({
        ...prev,
        data: options.data,
        columns: options.columns,
        state: { ...prev.state, sorting: options.sorting },
      }));
      return table
        .getSortedRowModel()
        .rows.map((row) => row.id)
        .join('');
    };
    expect(ids({})).toBe('bca');
    expect(ids({ sorting: [{ id: 'pay', desc: true }] })).toBe('acb');
    // Another payload: the values read for the first list are not reused.
    expect(ids({ data: options.data.map((row) => ({ ...row, salary: -row.salary })) })).toBe('bca');
    // The same rows under a column reading another field (sorted anew when the sorting changes,
    // as react-table's own model).
    expect(ids({ columns: payColumns('bonus'), sorting: [{ id: 'pay', desc: false }] })).toBe(
      'bac',
    );
  });
});
