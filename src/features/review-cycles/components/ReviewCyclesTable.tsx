import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { ColumnDef } from '@tanstack/react-table';
import { CycleStatusBadge } from '@/components/CycleStatusBadge';
import { DataTable } from '@/components/DataTable';
import { RowActions } from '@/components/RowActions';
import { paths } from '@/config/paths';
import { CYCLE_SCOPE_LABELS } from '@/lib/cycles';
import type { ReviewCycle } from '@/api/resources/review-cycles';
import { formatDay } from '../format';

/** Spec 02 §2 empty list text. */
export const NO_CYCLES_TEXT =
  'No review cycles found. Click "Create Review Cycle" to create your first one.';

export interface ReviewCyclesTableProps {
  cycles: ReviewCycle[];
  isLoading?: boolean;
  onEdit: (cycle: ReviewCycle) => void;
  onDelete: (cycle: ReviewCycle) => void;
}

/** Spec 02 §2: Name, Type, Status, Scope, Start Date, End Date, Actions; start date descending by default. */
export function ReviewCyclesTable({ cycles, isLoading, onEdit, onDelete }: ReviewCyclesTableProps) {
  const columns = useMemo<ColumnDef<ReviewCycle, string>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        accessorFn: (c) => c.name,
        cell: ({ row }) => (
          <Link
            component={RouterLink}
            to={paths.reviewCycle.getHref(row.original.id)}
            underline="hover"
          >
            {row.original.name}
          </Link>
        ),
      },
      { id: 'type', header: 'Type', accessorFn: (c) => c.type.name },
      {
        id: 'status',
        header: 'Status',
        accessorFn: (c) => c.status.name,
        cell: ({ getValue }) => <CycleStatusBadge status={getValue()} />,
      },
      { id: 'scope', header: 'Scope', accessorFn: (c) => CYCLE_SCOPE_LABELS[c.scope] },
      {
        id: 'startDate',
        header: 'Start Date',
        accessorFn: (c) => c.startDate,
        cell: ({ getValue }) => formatDay(getValue()),
      },
      {
        id: 'endDate',
        header: 'End Date',
        accessorFn: (c) => c.endDate,
        cell: ({ getValue }) => formatDay(getValue()),
      },
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        meta: { align: 'right' },
        cell: ({ row }) => (
          <RowActions
            name={row.original.name}
            onEdit={() => onEdit(row.original)}
            onDelete={() => onDelete(row.original)}
            variant="outlined"
          />
        ),
      },
    ],
    [onEdit, onDelete],
  );
  return (
    <DataTable
      aria-label="Review cycles"
      columns={columns}
      data={cycles}
      getRowId={(c) => c.id}
      emptyText={NO_CYCLES_TEXT}
      isLoading={isLoading}
      initialSorting={[{ id: 'startDate', desc: true }]}
    />
  );
}
