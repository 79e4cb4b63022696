import type { RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // Type parameters must match the library's declaration for the merge to apply.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Horizontal alignment of header and cells (numbers and actions usually 'right'). */
    align?: 'left' | 'center' | 'right';
    /** Fixed column width, e.g. 120 or '20%'. */
    width?: number | string;
    /** Text longer than this wraps onto more lines (e.g. descriptions at 450). */
    maxWidth?: number | string;
    /** Stays at the right edge while a wide table scrolls sideways (e.g. row actions). */
    stickyEnd?: boolean;
  }
}

/** Sticky-left styling of the first visible column; header cells sit above body cells. */
export function stickyCellSx(isHeader: boolean) {
  return {
    position: 'sticky',
    left: 0,
    zIndex: isHeader ? 3 : 1,
    bgcolor: 'background.paper',
    borderRight: 1,
    borderRightColor: 'divider',
  } as const;
}

/** Sticky-right styling of a column whose meta says `stickyEnd`. */
export function stickyEndCellSx(isHeader: boolean) {
  return {
    position: 'sticky',
    right: 0,
    zIndex: isHeader ? 3 : 1,
    bgcolor: 'background.paper',
    borderLeft: 1,
    borderLeftColor: 'divider',
  } as const;
}
