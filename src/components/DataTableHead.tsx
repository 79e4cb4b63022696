import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { flexRender, type Table } from '@tanstack/react-table';
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
                className={bodyClasses.head}
                data-sticky={
                  column.id === stickyColumnId ? 'start' : meta?.stickyEnd ? 'end' : undefined
                }
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
          })}
        </TableRow>
      ))}
    </TableHead>
  );
}
