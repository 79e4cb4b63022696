import {
  createRow,
  getMemoOptions,
  memo,
  type Row,
  type RowData,
  type RowModel,
  type Table,
} from '@tanstack/react-table';

/** What a light row holds itself; everything else of react-table's Row comes from its prototype. */
interface LightRowFields<T> {
  id: string;
  index: number;
  original: T;
  depth: number;
  _valuesCache: Record<string, unknown>;
  /** react-table's own row for this record, made the first time a method needs it. */
  _full?: Row<T>;
}

const OWN = new Set(['id', 'index', 'original', 'depth', '_valuesCache', '_full']);
const NO_SUB_ROWS: never[] = [];
Object.freeze(NO_SUB_ROWS);

/** A fresh copy of a probe row's initial field value (`{}`, `[]`) for one row. */
function freshValue(value: unknown): unknown {
  if (Array.isArray(value)) return [];
  if (value !== null && typeof value === 'object') return {};
  return value;
}

function ownField(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    writable: true,
    enumerable: true,
    configurable: true,
  });
}

/**
 * The methods and fields of react-table's Row shared by every row of one table: `getValue` (what
 * sorting and search read) is its own; every other method is called on react-table's real row for
 * the record, made when first needed (for the few rows on screen: their cells); a field such as
 * `columnFilters` becomes the row's own on first read or write.
 */
function rowPrototype<T extends RowData>(table: Table<T>): object {
  const probe = createRow(table, '', undefined as T, -1, 0) as unknown as Record<string, unknown>;
  const full = (row: LightRowFields<T>): Row<T> =>
    (row._full ??= createRow(table, row.id, row.original, row.index, row.depth));
  const proto: Record<string, unknown> = {
    getValue(this: LightRowFields<T>, columnId: string) {
      const cache = this._valuesCache;
      if (Object.prototype.hasOwnProperty.call(cache, columnId)) return cache[columnId];
      const column = table.getColumn(columnId);
      if (!column?.accessorFn) return undefined;
      return (cache[columnId] = column.accessorFn(this.original, this.index));
    },
    renderValue(this: Row<T>, columnId: string) {
      return this.getValue(columnId) ?? table.options.renderFallbackValue;
    },
    getParentRow: () => undefined,
    getParentRows: () => [],
    getLeafRows: () => [],
  };
  for (const key of Object.keys(probe)) {
    if (OWN.has(key) || key in proto) continue;
    const initial = probe[key];
    if (key === 'subRows') {
      proto.subRows = NO_SUB_ROWS;
    } else if (typeof initial === 'function') {
      proto[key] = function (this: LightRowFields<T>, ...args: unknown[]) {
        return (full(this)[key as keyof Row<T>] as (...a: unknown[]) => unknown)(...args);
      };
    } else {
      Object.defineProperty(proto, key, {
        get(this: object) {
          const value = freshValue(initial);
          ownField(this, key, value);
          return value;
        },
        set(this: object, value: unknown) {
          ownField(this, key, value);
        },
      });
    }
  }
  return proto;
}

/**
 * react-table's core row model for flat lists (no sub-rows), with the same rows, ids and order,
 * made cheap for 10,000 records: react-table's rows carry about 40 closures each (~2.5 KiB a row,
 * 25 MiB of the `large` cycle page's heap); these hold their id, index, record and value cache,
 * and share their methods.
 */
export function getLightCoreRowModel<T extends RowData>(): (table: Table<T>) => () => RowModel<T> {
  return (table) => {
    let proto: object | null = null;
    return memo(
      () => [table.options.data],
      (data) => {
        proto ??= rowPrototype(table);
        const rows: Row<T>[] = new Array<Row<T>>(data.length);
        const rowsById: Record<string, Row<T>> = {};
        for (let i = 0; i < data.length; i += 1) {
          const row = Object.create(proto) as LightRowFields<T>;
          const original = data[i]!;
          row.id = table._getRowId(original, i);
          row.index = i;
          row.original = original;
          row.depth = 0;
          row._valuesCache = {};
          rows[i] = row as unknown as Row<T>;
          rowsById[row.id] = rows[i]!;
        }
        return { rows, flatRows: rows, rowsById };
      },
      getMemoOptions(table.options, 'debugTable', 'getRowModel', () => table._autoResetPageIndex()),
    );
  };
}
