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
