import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { flexRender, type Column, type Row, type Table } from '@tanstack/react-table';
import { measureElement, useVirtualizer } from '@tanstack/react-virtual';
import { bodyClasses } from './data-table-body-sx';

/** Lists longer than this are virtualised. */
export const VIRTUALIZE_ABOVE = 50;

const INTERACTIVE =
  'button, a, input, select, textarea, label, [role="button"], [role="checkbox"], [role="menuitem"]';

export interface DataTableRowsProps<T> {
  /** The table, not its rows: React's dev-mode prop diffing of 10,000 Row objects costs seconds per render. */
  table: Table<T>;
  columnCount: number;
  scrollElement: HTMLDivElement | null;
  dense?: boolean;
  rowHeight?: number;
  stickyFirstColumn?: boolean;
  onRowClick?: (row: T) => void;
}

/**
 * Body rows of the DataTable; only the rows in view are in the DOM when the list is long. Rows and
 * cells are plain elements styled by their table (see `dataTableRules`).
 */
export function DataTableRows<T>({
  table,
  columnCount,
  scrollElement,
  dense,
  rowHeight,
  stickyFirstColumn,
  onRowClick,
}: DataTableRowsProps<T>) {
  const rows = table.getRowModel().rows;
  const visibleColumns = table.getVisibleLeafColumns();
  const virtualize = rows.length > VIRTUALIZE_ABOVE;
  // Rows are measured as they mount (a re-sort keeps them mounted, see the key below): with the
  // estimate alone, a table of 125 px rows rendered 11 rows where 5 show, and every re-sort
  // re-rendered all 11. The estimate, no row shorter than it, places the rows not yet seen, and
  // is the least a row counts for: in a hidden panel every row measures 0, which would otherwise
  // bring every row into the DOM.
  const estimate = rowHeight ?? (dense ? 37 : 53);
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: virtualize ? rows.length : 0,
    getScrollElement: () => (virtualize ? scrollElement : null),
    estimateSize: () => estimate,
    measureElement: (row, entry, instance) =>
      Math.max(measureElement(row, entry, instance), estimate),
    // Each rendered row holds a dozen components (links, badges, buttons): a re-sort re-renders
    // all of them; scrolling renders only the rows coming into view.
    overscan: 2,
  });

  const rowProps = { visibleColumns, stickyFirstColumn, onRowClick };
  if (!virtualize) {
    return rows.map((row) => <DataTableRow key={row.id} row={row} {...rowProps} />);
  }
  const measureRef = virtualizer.measureElement;

  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom =
    items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  return (
    <>
      {paddingTop > 0 ? <SpacerRow height={paddingTop} colSpan={columnCount} /> : null}
      {items.map((item) => (
        // Keyed by position: a re-sort or scroll updates the rows on screen in place instead of
        // unmounting and mounting them (their tooltips, buttons and checkboxes).
        <DataTableRow
          key={item.index}
          row={rows[item.index]}
          index={item.index}
          measureRef={measureRef}
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
  /** Changes when columns are shown, hidden or reordered, so a memoised row re-renders. */
  visibleColumns: Column<T, unknown>[];
  index?: number;
  /** The virtualiser's measure (stable): it reads the row's height by its `data-index`. */
  measureRef?: (row: HTMLTableRowElement | null) => void;
  stickyFirstColumn?: boolean;
  onRowClick?: (row: T) => void;
}

function DataTableRowInner<T>({
  row,
  visibleColumns,
  index,
  measureRef,
  stickyFirstColumn,
  onRowClick,
}: DataTableRowProps<T>) {
  const firstColumnId = visibleColumns[0]?.id;
  const handleClick = (event: MouseEvent<HTMLTableRowElement>) => {
    if (!onRowClick) return;
    const target = event.target as HTMLElement;
    // Clicks from portals (menus, dialogs) bubble through React but are not inside the row.
    if (!event.currentTarget.contains(target) || target.closest(INTERACTIVE)) return;
    onRowClick(row.original);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (onRowClick && event.key === 'Enter' && event.target === event.currentTarget) {
      onRowClick(row.original);
    }
  };

  return (
    <tr
      ref={measureRef}
      className={onRowClick ? CLICKABLE_ROW : bodyClasses.row}
      data-index={index}
      aria-rowindex={index === undefined ? undefined : index + 2}
      tabIndex={onRowClick ? 0 : undefined}
      onClick={onRowClick ? handleClick : undefined}
      onKeyDown={onRowClick ? handleKeyDown : undefined}
    >
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        const isFirst = cell.column.id === firstColumnId;
        const sticky = isFirst && stickyFirstColumn ? 'start' : meta?.stickyEnd ? 'end' : undefined;
        return (
          <td
            key={cell.id}
            className={bodyClasses.cell}
            data-align={meta?.align}
            data-sticky={sticky}
            data-wrap={meta?.maxWidth === undefined ? undefined : ''}
            style={meta?.maxWidth === undefined ? undefined : { maxWidth: meta.maxWidth }}
          >
            {isFirst && row.depth > 0 ? <TreeGlyph depth={row.depth} /> : null}
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        );
      })}
    </tr>
  );
}

const CLICKABLE_ROW = `${bodyClasses.row} ${bodyClasses.clickable}`;

// Only rows entering the viewport render while scrolling.
const DataTableRow = memo(DataTableRowInner) as typeof DataTableRowInner;

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
