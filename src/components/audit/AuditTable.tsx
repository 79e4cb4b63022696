import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '@/components/DataTable';
import { AUDIT_ENTITY_LABELS, auditActionLabel, type AuditEntry } from '@/lib/audit';
import { formatMoment } from '@/lib/nudges';
import { AuditChanges } from './AuditChanges';

export interface AuditTableProps {
  entries: AuditEntry[];
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Leave out the employee column (on an employee's own page). */
  hideEmployee?: boolean;
  'aria-label'?: string;
}

export const AUDIT_EMPTY = 'No audit entries match.';

/** Audit entries, newest first: when, who, action, record, employee, summary, before → after, why. */
export function AuditTable({
  entries,
  isLoading,
  error,
  onRetry,
  hideEmployee,
  'aria-label': label = 'Audit trail',
}: AuditTableProps) {
  const columns = useMemo<ColumnDef<AuditEntry>[]>(
    () => [
      {
        id: 'at',
        accessorKey: 'at',
        header: 'When',
        cell: ({ row }) => formatMoment(row.original.at),
      },
      { id: 'actor', accessorFn: (e) => e.actor.name, header: 'Who' },
      { id: 'action', accessorFn: (e) => auditActionLabel(e.action), header: 'Action' },
      { id: 'entityType', accessorFn: (e) => AUDIT_ENTITY_LABELS[e.entityType], header: 'Record' },
      ...(hideEmployee
        ? []
        : [
            {
              id: 'employee',
              accessorFn: (e: AuditEntry) =>
                e.employee ? `${e.employee.firstName} ${e.employee.lastName}` : '',
              header: 'Employee',
            },
          ]),
      { accessorKey: 'summary', header: 'Summary', meta: { maxWidth: 320 } },
      {
        id: 'changes',
        header: 'Before → after',
        enableSorting: false,
        meta: { width: 300 },
        cell: ({ row }) => <AuditChanges entry={row.original} />,
      },
      {
        id: 'reason',
        accessorFn: (e) => e.reason ?? '',
        header: 'Reason',
        meta: { maxWidth: 240 },
      },
    ],
    [hideEmployee],
  );
  return (
    <DataTable
      aria-label={label}
      columns={columns}
      data={entries}
      getRowId={(e) => e.id}
      emptyText={AUDIT_EMPTY}
      initialSorting={[{ id: 'at', desc: true }]}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
    />
  );
}
