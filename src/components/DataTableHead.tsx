import { memo } from 'react';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { flexRender, type Header, type SortDirection, type Table } from '@tanstack/react-table';
import { bodyClasses } from './data-table-body-sx';

export interface DataTableHeadProps<T> {
  table: Table<T>;
  stickyColumnId?: string;
}

/**
 * Header row of the DataTable: sortable headers with TableSortLabel and aria-sort, styled by their
 * table's rule (`bodyClasses.head`).
 */
export function DataTableHead<T>({ table, stickyColumnId }: DataTableHeadProps<T>) {
  return (
    <TableHead>
      {table.getHeaderGroups().map((headerGroup) => (
        <TableRow key={headerGroup.id}>
          {headerGroup.headers.map((header) => (
            <HeaderCell
              key={header.id}
              header={header}
              sorted={header.column.getIsSorted()}
              sticky={
                header.column.id === stickyColumnId
                  ? 'start'
                  : header.column.columnDef.meta?.stickyEnd
                    ? 'end'
                    : undefined
              }
            />
          ))}
        </TableRow>
      ))}
    </TableHead>
  );
}

interface HeaderCellProps<T> {
  header: Header<T, unknown>;
  sorted: false | SortDirection;
  sticky: 'start' | 'end' | undefined;
}

function HeaderCellInner<T>({ header, sorted, sticky }: HeaderCellProps<T>) {
  const { column } = header;
  const meta = column.columnDef.meta;
  const label = header.isPlaceholder
    ? null
    : flexRender(column.columnDef.header, header.getContext());
  return (
    <TableCell
      colSpan={header.colSpan}
      align={meta?.align}
      sortDirection={sorted || false}
      className={bodyClasses.head}
      data-sticky={sticky}
      style={meta?.width === undefined ? undefined : { width: meta.width }}
    >
      {column.getCanSort() && !header.isPlaceholder ? (
        <TableSortLabel
          active={sorted !== false}
          direction={sorted || column.getFirstSortDir()}
          onClick={column.getToggleSortingHandler()}
        >
          {label}
        </TableSortLabel>
      ) : (
        label
      )}
    </TableCell>
  );
}

// A sort re-renders only the headers whose sort changed. react-table keeps its header objects
// while the columns stay the same; a header drawn by a function (a select-all box reading the
// table's state) is drawn again on every render.
const HeaderCell = memo(
  HeaderCellInner,
  (previous, next) =>
    typeof next.header.column.columnDef.header === 'string' &&
    previous.header === next.header &&
    previous.sorted === next.sorted &&
    previous.sticky === next.sticky,
) as typeof HeaderCellInner;
