import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import type { ColumnDef } from '@tanstack/react-table';
import { Badge } from '@/components/Badge';
import { DataTable } from '@/components/DataTable';
import { StatusBadge } from '@/components/StatusBadge';
import { formatDay } from '@/lib/day-format';
import type { ReviewTask } from '@/api/resources/dashboards';
import { reviewTaskHref, TASK_KIND_LABELS } from '../review-task-links';
import { linkActionColumn } from './link-action-column';

export interface ReviewTasksTableProps {
  tasks: ReviewTask[];
  'aria-label': string;
  emptyText: string;
  /** Label of the row action ('Open' for work to do, 'View' for finished work). */
  actionLabel: string;
  /** Latest due date first (finished work). */
  newestFirst?: boolean;
  isLoading?: boolean;
}

/** Review tasks: employee, cycle, review, due date with overdue flag, status and a link to the stage. */
export function ReviewTasksTable({
  tasks,
  actionLabel,
  emptyText,
  newestFirst = false,
  isLoading,
  'aria-label': ariaLabel,
}: ReviewTasksTableProps) {
  const columns = useMemo<ColumnDef<ReviewTask, unknown>[]>(
    () => [
      { id: 'employee', header: 'Employee', accessorFn: (t) => t.employeeName },
      { id: 'cycle', header: 'Cycle', accessorFn: (t) => t.cycleName },
      {
        id: 'review',
        header: 'Review',
        accessorFn: (t) => TASK_KIND_LABELS[t.kind],
      },
      {
        id: 'dueDate',
        header: 'Due Date',
        accessorFn: (t) => t.dueDate,
        cell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
            <span>{formatDay(row.original.dueDate)}</span>
            {row.original.overdue ? <Badge label="Overdue" tone="red" /> : null}
          </Stack>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        accessorFn: (t) => t.status,
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
      linkActionColumn<ReviewTask>((t) => ({
        to: reviewTaskHref(t),
        label: actionLabel,
        ariaLabel: `${actionLabel} ${TASK_KIND_LABELS[t.kind]} of ${t.employeeName}`,
        variant: actionLabel === 'Open' ? 'contained' : 'text',
      })),
    ],
    [actionLabel],
  );
  return (
    <DataTable
      aria-label={ariaLabel}
      columns={columns}
      data={tasks}
      getRowId={(t) => t.id}
      emptyText={emptyText}
      initialSorting={[{ id: 'dueDate', desc: newestFirst }]}
      isLoading={isLoading}
      stickyFirstColumn
    />
  );
}
