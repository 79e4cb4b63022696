import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '@/components/DataTable';
import { StatusBadge } from '@/components/StatusBadge';
import { EMPTY_VALUE } from '@/lib/money';
import type { PerformanceEntry } from '@/api/resources/employees';
import { EMPLOYEE_MESSAGES } from '../employee-form';
import { formatDay } from '../format';
import { SectionCard } from '@/components/SectionCard';

export interface PerformanceHistoryProps {
  entries: PerformanceEntry[] | undefined;
  isLoading?: boolean;
  error?: string | null;
}

export function PerformanceHistory({ entries, isLoading, error }: PerformanceHistoryProps) {
  const columns = useMemo<ColumnDef<PerformanceEntry>[]>(
    () => [
      {
        id: 'date',
        accessorFn: (e) => e.reviewDate ?? e.date,
        header: 'Date',
        cell: ({ getValue }) => formatDay(getValue<string>()),
      },
      {
        id: 'cycle',
        accessorFn: (e) => e.reviewCycle?.name ?? EMPTY_VALUE,
        header: 'Review Cycle',
      },
      {
        id: 'rating',
        accessorFn: (e) => e.rating,
        header: 'Rating',
        cell: ({ row }) =>
          [row.original.performanceRating?.name, row.original.rating ?? null]
            .filter((v) => v !== null && v !== undefined)
            .join(' · ') || EMPTY_VALUE,
      },
      {
        id: 'metric',
        accessorFn: (e) => e.performanceMetric?.name ?? EMPTY_VALUE,
        header: 'Metric',
      },
      {
        accessorKey: 'status',
        header: 'Status',
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
      { id: 'notes', accessorFn: (e) => e.notes ?? '', header: 'Notes', meta: { maxWidth: 360 } },
    ],
    [],
  );
  return (
    <SectionCard headingId="performance-history-title" title="Performance History">
      <DataTable
        aria-label="Performance history"
        columns={columns}
        data={entries ?? []}
        getRowId={(e) => e.id}
        emptyText={EMPLOYEE_MESSAGES.noPerformance}
        initialSorting={[{ id: 'date', desc: true }]}
        isLoading={isLoading}
        error={error}
        dense
      />
    </SectionCard>
  );
}
