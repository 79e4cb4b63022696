import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Badge } from '@/components/Badge';
import { DataTable } from '@/components/DataTable';
import { lastUpdatedColumn } from '@/components/last-updated-column';
import { rowActionsColumn } from '@/components/row-actions-column';
import { STAGE_TYPE_TONES, stageTypeLabel, type StageType } from '@/lib/review-stages';
import type { ReviewStage } from '@/api/resources/review-stages';

export interface ReviewStagesTableProps {
  stages: ReviewStage[];
  isLoading: boolean;
  onEdit: (stage: ReviewStage) => void;
  onDelete: (stage: ReviewStage) => void;
}

/** Name, Type, Order, Last Updated; Last Updated descending first (spec 02 §2). */
export function ReviewStagesTable({ stages, isLoading, onEdit, onDelete }: ReviewStagesTableProps) {
  const columns = useMemo<ColumnDef<ReviewStage, unknown>[]>(
    () => [
      { id: 'name', header: 'Name', accessorKey: 'name' },
      {
        id: 'type',
        header: 'Type',
        accessorFn: (stage) => stageTypeLabel(stage.type),
        cell: ({ row }) => (
          <Badge
            label={stageTypeLabel(row.original.type)}
            tone={STAGE_TYPE_TONES[row.original.type as StageType] ?? 'zinc'}
          />
        ),
      },
      { id: 'order', header: 'Order', accessorKey: 'order', meta: { align: 'right', width: 90 } },
      lastUpdatedColumn(),
      rowActionsColumn(onEdit, onDelete, 'outlined'),
    ],
    [onEdit, onDelete],
  );

  return (
    <DataTable
      aria-label="Review stages"
      columns={columns}
      data={stages}
      getRowId={(stage) => stage.id}
      isLoading={isLoading}
      stickyFirstColumn
      emptyText="No stages found."
      initialSorting={[{ id: 'updatedAt', desc: true }]}
    />
  );
}
