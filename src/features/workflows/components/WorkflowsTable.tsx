import { useMemo } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { ColumnDef } from '@tanstack/react-table';
import dayjs from 'dayjs';
import { Badge, type BadgeTone } from '@/components/Badge';
import { DataTable } from '@/components/DataTable';
import { workflowTypeLabel } from '@/lib/workflows';
import type { WorkflowTemplate } from '@/api/resources/workflows';

const STATUS: Record<WorkflowTemplate['status'], { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'emerald' },
  inactive: { label: 'Inactive', tone: 'zinc' },
  draft: { label: 'Draft', tone: 'yellow' },
};

export interface WorkflowsTableProps {
  workflows: WorkflowTemplate[];
  isLoading: boolean;
  onEdit: (workflow: WorkflowTemplate) => void;
  onDelete: (workflow: WorkflowTemplate) => void;
}

/** Name, Type, Status, Last Updated; Last Updated descending first (spec 02 §2). */
export function WorkflowsTable({ workflows, isLoading, onEdit, onDelete }: WorkflowsTableProps) {
  const columns = useMemo<ColumnDef<WorkflowTemplate, unknown>[]>(
    () => [
      { id: 'name', header: 'Name', accessorKey: 'name' },
      { id: 'type', header: 'Type', accessorFn: (w) => workflowTypeLabel(w.type) },
      {
        id: 'status',
        header: 'Status',
        accessorFn: (w) => STATUS[w.status]?.label ?? w.status,
        cell: ({ row }) => {
          const status = STATUS[row.original.status];
          return <Badge label={status?.label ?? row.original.status} tone={status?.tone} />;
        },
      },
      {
        id: 'updatedAt',
        header: 'Last Updated',
        accessorFn: (w) => new Date(w.updatedAt),
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
      aria-label="Workflows"
      columns={columns}
      data={workflows}
      getRowId={(w) => w.id}
      isLoading={isLoading}
      stickyFirstColumn
      emptyText="No workflows found."
      initialSorting={[{ id: 'updatedAt', desc: true }]}
    />
  );
}
