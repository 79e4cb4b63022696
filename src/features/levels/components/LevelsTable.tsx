import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import type { Level } from '@/api/resources/levels';
import { DataTable } from '@/components/DataTable';
import { rowActionsColumn } from '@/components/row-actions-column';
import { defaultBand } from '@/lib/levels';
import { EMPTY_VALUE, formatCount, formatMoney } from '@/lib/money';
import { LEVELS_TEXT } from '../levels-text';

export interface LevelsTableProps {
  levels: Level[];
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Edit and delete per row (admins); without them the table only reads. */
  onEdit?: (level: Level) => void;
  onDelete?: (level: Level) => void;
  toolbar?: ReactNode;
}

const zonesOf = (level: Level) => level.bands.filter((b) => b.zone !== null);

/** Levels by order: name (kept in view on narrow screens), job family, the default band, zones, people. */
export function LevelsTable({
  levels,
  isLoading,
  error,
  onRetry,
  onEdit,
  onDelete,
  toolbar,
}: LevelsTableProps) {
  const columns = useMemo<ColumnDef<Level>[]>(() => {
    const amount = (key: 'min' | 'mid' | 'max', header: string): ColumnDef<Level> => ({
      id: key,
      header,
      accessorFn: (l) => defaultBand(l.bands)?.[key] ?? null,
      cell: ({ row }) => {
        const band = defaultBand(row.original.bands);
        return band ? formatMoney(band[key], band.currency) : EMPTY_VALUE;
      },
      meta: { align: 'right' },
    });
    return [
      { accessorKey: 'name', header: 'Level' },
      { accessorKey: 'order', header: 'Order', meta: { align: 'right', width: 80 } },
      {
        id: 'jobFamily',
        header: 'Job Family',
        accessorFn: (l) => l.jobFamily ?? '',
        cell: ({ getValue }) => (getValue() as string) || EMPTY_VALUE,
      },
      amount('min', 'Minimum'),
      amount('mid', 'Midpoint'),
      amount('max', 'Maximum'),
      {
        id: 'zones',
        header: 'Zone Bands',
        accessorFn: (l) => zonesOf(l).length,
        cell: ({ row }) => {
          const zones = zonesOf(row.original);
          if (zones.length === 0) return EMPTY_VALUE;
          return (
            <Box>
              {zones.length}
              <Typography component="span" variant="body2" color="text.secondary">
                {` (${zones.map((b) => b.zone).join(', ')})`}
              </Typography>
            </Box>
          );
        },
        meta: { maxWidth: 260 },
      },
      {
        accessorKey: 'employeeCount',
        header: 'Employees',
        cell: ({ getValue }) => formatCount(getValue() as number),
        meta: { align: 'right' },
      },
      ...(onEdit && onDelete ? [rowActionsColumn<Level>(onEdit, onDelete)] : []),
    ];
  }, [onEdit, onDelete]);

  return (
    <DataTable
      aria-label="Levels"
      columns={columns}
      data={levels}
      getRowId={(l) => l.id}
      emptyText={LEVELS_TEXT.empty}
      initialSorting={[{ id: 'order', desc: false }]}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      stickyFirstColumn
      toolbar={toolbar}
    />
  );
}
