import type { ColumnDef } from '@tanstack/react-table';
import dayjs from 'dayjs';

/** The Last Updated column of a settings list: sorts by time, reads as "Mar 5, 2025". */
export function lastUpdatedColumn<T extends { updatedAt: string }>(): ColumnDef<T, unknown> {
  return {
    id: 'updatedAt',
    header: 'Last Updated',
    accessorFn: (row) => new Date(row.updatedAt),
    cell: ({ row }) => dayjs(row.original.updatedAt).format('MMM D, YYYY'),
  };
}
