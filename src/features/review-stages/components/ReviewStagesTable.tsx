import { useMemo } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { ColumnDef } from '@tanstack/react-table';
import dayjs from 'dayjs';
import { Badge } from '@/components/Badge';
import { DataTable } from '@/components/DataTable';
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
      {
        id: 'updatedAt',
        header: 'Last Updated',
        accessorFn: (stage) => new Date(stage.updatedAt),
        cell: ({ row }) => dayjs(row.original.updatedAt).format('MMM D, YYYY'),
      },
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        meta: { align: 'right', width: 110 },
        cell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            <IconButton
              aria-label={`Edit ${row.original.name}`}
              onClick={() => onEdit(row.original)}
              size="small"
            >
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
            <IconButton
              aria-label={`Delete ${row.original.name}`}
              onClick={() => onDelete(row.original)}
              size="small"
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Stack>
        ),
      },
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
