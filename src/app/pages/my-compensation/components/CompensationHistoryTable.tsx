import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/DataTable';
import { formatDay, titleCase } from '@/lib/day-format';
import { formatMoney } from '@/lib/money';
import type { CompensationEntry } from '@/api/resources/dashboards';

/** Spec 01 §8 empty text. */
export const NO_COMPENSATION_HISTORY = 'No compensation history found.';

export interface CompensationHistoryTableProps {
  history: CompensationEntry[];
  isLoading?: boolean;
}

/** Each change: effective date, type, reason and its components. */
export function CompensationHistoryTable({ history, isLoading }: CompensationHistoryTableProps) {
  const columns = useMemo<ColumnDef<CompensationEntry, unknown>[]>(
    () => [
      {
        id: 'effectiveDate',
        header: 'Effective Date',
        accessorFn: (e) => e.effectiveDate,
        cell: ({ row }) => formatDay(row.original.effectiveDate),
      },
      { id: 'changeType', header: 'Type', accessorFn: (e) => titleCase(e.changeType) },
      { id: 'changeReason', header: 'Reason', accessorFn: (e) => e.changeReason ?? '—' },
      {
        id: 'components',
        header: 'Components',
        enableSorting: false,
        accessorFn: (e) => e.components.map((c) => c.type.name).join(', '),
        cell: ({ row }) => (
          <Stack spacing={0.25}>
            {row.original.components.map((c) => (
              <Typography key={c.id} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                {c.type.name}: <strong>{formatMoney(c.amount, c.currency)}</strong>
              </Typography>
            ))}
          </Stack>
        ),
      },
    ],
    [],
  );
  return (
    <DataTable
      aria-label="Compensation history"
      columns={columns}
      data={history}
      getRowId={(e) => e.id}
      emptyText={NO_COMPENSATION_HISTORY}
      initialSorting={[{ id: 'effectiveDate', desc: true }]}
      isLoading={isLoading}
    />
  );
}
