import type { ColumnDef } from '@tanstack/react-table';
import { RowActions, type RowActionsProps } from './RowActions';

/** The Actions column of a list whose rows can be edited and deleted (not sorted, not searched). */
export function rowActionsColumn<T extends { name: string }>(
  onEdit: (row: T) => void,
  onDelete: (row: T) => void,
  variant: RowActionsProps['variant'] = 'tooltips',
): ColumnDef<T, unknown> {
  return {
    id: 'actions',
    header: 'Actions',
    enableSorting: false,
    enableGlobalFilter: false,
    meta: variant === 'outlined' ? { align: 'right', width: 110 } : { align: 'right' },
    cell: ({ row }) => (
      <RowActions
        name={row.original.name}
        onEdit={() => onEdit(row.original)}
        onDelete={() => onDelete(row.original)}
        variant={variant}
      />
    ),
  };
}
