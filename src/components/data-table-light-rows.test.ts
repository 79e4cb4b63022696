import { describe, expect, it } from 'vitest';
import {
  createTable,
  getCoreRowModel,
  getFilteredRowModel,
  type ColumnDef,
  type RowModel,
  type TableOptionsResolved,
  type TableState,
} from '@tanstack/react-table';
import { getLightCoreRowModel } from './data-table-light-rows';
import { getFastSortedRowModel } from './data-table-sorting';

interface Person {
  key: string;
  name: string;
  salary: number | null;
}

const people: Person[] = [
  { key: 'p1', name: 'Zed', salary: 90 },
  { key: 'p2', name: 'alice', salary: null },
  { key: 'p3', name: 'Bob', salary: 120 },
];

const columns: ColumnDef<Person, unknown>[] = [
  { id: 'name', accessorFn: (p) => p.name },
  { id: 'salary', accessorFn: (p) => p.salary, sortUndefined: 'last' },
  { id: 'initial', accessorFn: (p) => p.name.charAt(0), cell: (c) => `(${String(c.getValue())})` },
];

function tableOf(
  getCore: TableOptionsResolved<Person>['getCoreRowModel'],
  state: Partial<TableState> = {},
) {
  const table = createTable<Person>({
    data: people,
    columns,
    getRowId: (p) => p.key,
    getCoreRowModel: getCore,
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getFastSortedRowModel(),
    globalFilterFn: 'includesString',
    state: {},
    onStateChange: () => undefined,
    renderFallbackValue: null,
  });
  table.setOptions((prev) => ({
    ...prev,
    state: { ...table.initialState, ...state },
  }));
  return table;
}

const view = (model: RowModel<Person>) =>
  model.rows.map((row) => ({
    id: row.id,
    index: row.index,
    depth: row.depth,
    name: row.getValue('name'),
    salary: row.renderValue('salary'),
    cells: row.getVisibleCells().map((cell) => [cell.column.id, cell.getValue()]),
  }));

describe('getLightCoreRowModel', () => {
  it('gives the rows, ids, values and cells of react-table’s own row model', () => {
    const light = tableOf(getLightCoreRowModel());
    const own = tableOf(getCoreRowModel());
    expect(view(light.getCoreRowModel())).toEqual(view(own.getCoreRowModel()));
    expect(light.getRow('p3').original).toBe(people[2]);
    expect(light.getCoreRowModel().rows[0]!.getParentRow()).toBeUndefined();
    expect(light.getCoreRowModel().rows[0]!.subRows).toEqual([]);
  });

  it('sorts and searches like react-table’s own rows', () => {
    for (const state of [
      { sorting: [{ id: 'salary', desc: true }] },
      { sorting: [{ id: 'name', desc: false }], globalFilter: 'b' },
      { globalFilter: 'zed' },
    ]) {
      expect(view(tableOf(getLightCoreRowModel(), state).getRowModel())).toEqual(
        view(tableOf(getCoreRowModel(), state).getRowModel()),
      );
    }
  });

  it('keeps each row’s own fields apart though the rows share their methods', () => {
    const rows = tableOf(getLightCoreRowModel()).getCoreRowModel().rows;
    rows[0]!.columnFilters.name = true;
    expect(rows[1]!.columnFilters).toEqual({});
    rows[1]!.columnFiltersMeta = { name: 'meta' };
    expect(rows[0]!.columnFiltersMeta).toEqual({});
    expect(rows[1]!.columnFiltersMeta).toEqual({ name: 'meta' });
    expect(rows[0]!.getValue).toBe(rows[1]!.getValue);
  });

  it('keeps a row’s cells between renders, so a memoised row does not re-render', () => {
    const row = tableOf(getLightCoreRowModel()).getCoreRowModel().rows[2]!;
    expect(row.getVisibleCells()).toBe(row.getVisibleCells());
    expect(row.getVisibleCells()[0]!.row.original).toBe(people[2]);
  });
});
