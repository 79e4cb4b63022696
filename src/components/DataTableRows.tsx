import type { KeyboardEvent, MouseEvent } from 'react';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { flexRender, type Row } from '@tanstack/react-table';
import { measureElement, useVirtualizer } from '@tanstack/react-virtual';
import { stickyCellSx } from './data-table-meta';

/** Lists longer than this are virtualised. */
export const VIRTUALIZE_ABOVE = 100;

const INTERACTIVE =
  'button, a, input, select, textarea, label, [role="button"], [role="checkbox"], [role="menuitem"]';

export interface DataTableRowsProps<T> {
  rows: Row<T>[];
  columnCount: number;
  scrollElement: HTMLDivElement | null;
  dense?: boolean;
  firstColumnId?: string;
  stickyFirstColumn?: boolean;
  onRowClick?: (row: T) => void;
}

/** Body rows of the DataTable; only the rows in view are in the DOM when the list is long. */
export function DataTableRows<T>({
  rows,
  columnCount,
  scrollElement,
  dense,
  firstColumnId,
  stickyFirstColumn,
  onRowClick,
}: DataTableRowsProps<T>) {
  const virtualize = rows.length > VIRTUALIZE_ABOVE;
  const estimate = dense ? 37 : 53;
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: virtualize ? rows.length : 0,
    getScrollElement: () => scrollElement,
    estimateSize: () => estimate,
    overscan: 10,
    getItemKey: (index) => rows[index]?.id ?? index,
    // jsdom and hidden containers report 0; keep the estimate so the range stays small.
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) || estimate,
  });

  const rowProps = { firstColumnId, stickyFirstColumn, onRowClick };
  if (!virtualize) {
    return rows.map((row) => <DataTableRow key={row.id} row={row} {...rowProps} />);
  }

  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom =
    items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  return (
    <>
      {paddingTop > 0 ? <SpacerRow height={paddingTop} colSpan={columnCount} /> : null}
      {items.map((item) => (
        <DataTableRow
          key={item.key}
          row={rows[item.index]}
          index={item.index}
          measureRef={virtualizer.measureElement}
          {...rowProps}
        />
      ))}
      {paddingBottom > 0 ? <SpacerRow height={paddingBottom} colSpan={columnCount} /> : null}
    </>
  );
}

function SpacerRow({ height, colSpan }: { height: number; colSpan: number }) {
  return (
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={colSpan} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}

interface DataTableRowProps<T> {
  row: Row<T>;
  index?: number;
  measureRef?: (element: HTMLTableRowElement | null) => void;
  firstColumnId?: string;
  stickyFirstColumn?: boolean;
  onRowClick?: (row: T) => void;
}

function DataTableRow<T>({
  row,
  index,
  measureRef,
  firstColumnId,
  stickyFirstColumn,
  onRowClick,
}: DataTableRowProps<T>) {
  const handleClick = (event: MouseEvent<HTMLTableRowElement>) => {
    if (!onRowClick) return;
    const target = event.target as HTMLElement;
    // Clicks from portals (menus, dialogs) bubble through React but are not inside the row.
    if (!event.currentTarget.contains(target) || target.closest(INTERACTIVE)) return;
    onRowClick(row.original);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (onRowClick && event.key === 'Enter' && event.target === event.currentTarget)
      onRowClick(row.original);
  };

  return (
    <TableRow
      ref={measureRef}
      data-index={index}
      aria-rowindex={index === undefined ? undefined : index + 2}
      hover={Boolean(onRowClick)}
      tabIndex={onRowClick ? 0 : undefined}
      onClick={onRowClick ? handleClick : undefined}
      onKeyDown={onRowClick ? handleKeyDown : undefined}
      sx={onRowClick ? { cursor: 'pointer' } : undefined}
    >
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        const isFirst = cell.column.id === firstColumnId;
        return (
          <TableCell
            key={cell.id}
            align={meta?.align}
            sx={{
              ...(meta?.maxWidth !== undefined && {
                maxWidth: meta.maxWidth,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }),
              ...(isFirst && stickyFirstColumn && stickyCellSx(false)),
            }}
          >
            {isFirst && row.depth > 0 ? <TreeGlyph depth={row.depth} /> : null}
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </TableCell>
        );
      })}
    </TableRow>
  );
}

function TreeGlyph({ depth }: { depth: number }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{ pl: (depth - 1) * 2, mr: 1, color: 'text.secondary' }}
    >
      └─
    </Box>
  );
}
