import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/DataTable';
import { StatusBadge } from '@/components/StatusBadge';
import { formatDay } from '@/lib/day-format';
import type { PerformanceEntry } from '@/api/resources/employees';

/** Spec 01 §8 empty text. */
export const NO_PERFORMANCE_HISTORY = 'No performance history found.';

export interface PerformanceHistoryTableProps {
  entries: PerformanceEntry[];
  isLoading?: boolean;
}

export function PerformanceHistoryTable({ entries, isLoading }: PerformanceHistoryTableProps) {
  const columns = useMemo<ColumnDef<PerformanceEntry, unknown>[]>(
    () => [
      {
        id: 'date',
        header: 'Date',
        accessorFn: (e) => e.reviewDate ?? e.date,
        cell: ({ getValue }) => formatDay(getValue() as string),
      },
      { id: 'cycle', header: 'Review Cycle', accessorFn: (e) => e.reviewCycle?.name ?? '—' },
      { id: 'rating', header: 'Rating', accessorFn: (e) => e.performanceRating?.name ?? '—' },
      { id: 'score', header: 'Score', accessorFn: (e) => e.rating ?? '—' },
      { id: 'metric', header: 'Metric', accessorFn: (e) => e.performanceMetric?.name ?? '—' },
      {
        id: 'status',
        header: 'Status',
        accessorFn: (e) => e.status,
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
      { id: 'notes', header: 'Notes', accessorFn: (e) => e.notes ?? '', enableSorting: false },
    ],
    [],
  );
  return (
    <DataTable
      aria-label="Performance history"
      columns={columns}
      data={entries}
      getRowId={(e) => e.id}
      emptyText={NO_PERFORMANCE_HISTORY}
      initialSorting={[{ id: 'date', desc: true }]}
      isLoading={isLoading}
    />
  );
}
