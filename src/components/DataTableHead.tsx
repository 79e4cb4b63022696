import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { flexRender, type Table } from '@tanstack/react-table';
import { stickyCellSx, stickyEndCellSx } from './data-table-meta';

export interface DataTableHeadProps<T> {
  table: Table<T>;
  stickyColumnId?: string;
}

/** Header row of the DataTable: sortable headers with TableSortLabel and aria-sort. */
export function DataTableHead<T>({ table, stickyColumnId }: DataTableHeadProps<T>) {
  return (
    <TableHead>
      {table.getHeaderGroups().map((headerGroup) => (
        <TableRow key={headerGroup.id}>
          {headerGroup.headers.map((header) => {
            const { column } = header;
            const meta = column.columnDef.meta;
            const sorted = column.getIsSorted();
            const label = header.isPlaceholder
              ? null
              : flexRender(column.columnDef.header, header.getContext());
            return (
              <TableCell
                key={header.id}
                colSpan={header.colSpan}
                align={meta?.align}
                sortDirection={sorted || false}
                sx={{
                  width: meta?.width,
                  fontWeight: 600,
                  // A long header wraps between words instead of widening its column.
                  verticalAlign: 'bottom',
                  ...(column.id === stickyColumnId && stickyCellSx(true)),
                  ...(meta?.stickyEnd && stickyEndCellSx(true)),
                }}
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
          })}
        </TableRow>
      ))}
    </TableHead>
  );
}
