import type { ColumnOrderState, VisibilityState } from '@tanstack/react-table';

/** One column as the settings menu and the saved preferences hold it (spec 02: key, label, visible, order). */
export interface ColumnSetting {
  key: string;
  label: string;
  visible: boolean;
  order: number;
}

/** Turns column settings into the DataTable's `columnVisibility` and `columnOrder` props. */
export function columnSettingsToTableState(columns: readonly ColumnSetting[]): {
  columnVisibility: VisibilityState;
  columnOrder: ColumnOrderState;
} {
  const sorted = sortByOrder(columns);
  return {
    columnVisibility: Object.fromEntries(sorted.map((column) => [column.key, column.visible])),
    columnOrder: sorted.map((column) => column.key),
  };
}

/** Columns in display order; equal orders keep their given sequence. */
export function sortByOrder(columns: readonly ColumnSetting[]): ColumnSetting[] {
  return [...columns].sort((a, b) => a.order - b.order);
}
