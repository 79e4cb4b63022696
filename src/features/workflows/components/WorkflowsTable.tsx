import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Badge, type BadgeTone } from '@/components/Badge';
import { DataTable } from '@/components/DataTable';
import { lastUpdatedColumn } from '@/components/last-updated-column';
import { rowActionsColumn } from '@/components/row-actions-column';
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
      lastUpdatedColumn(),
      rowActionsColumn(onEdit, onDelete, 'outlined'),
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
