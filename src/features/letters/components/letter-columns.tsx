import type { ColumnDef } from '@tanstack/react-table';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import type { LetterSummary } from '@/api/resources/letters';
import { formatDay, formatInstant } from '@/lib/day-format';
import { LETTER_STATUS_LABELS } from '@/lib/letters';
import { EMPTY_VALUE, formatMoney, formatPercent } from '@/lib/money';
import { LETTER_TEXT } from '../letter-text';
import { LetterRowActions, type LetterCommand } from './LetterRowActions';
import { LetterStatusCell } from './LetterStatusCell';

export type { LetterCommand };

export interface LetterColumnOptions {
  /** Admin: selection and release actions; manager: preview and note only. */
  canRelease: boolean;
  isSelected: (letter: LetterSummary) => boolean;
  onToggle: (letter: LetterSummary) => void;
  /** Selects (or clears) every letter not yet released among the rows shown. */
  onToggleAll: (letters: LetterSummary[], select: boolean) => void;
  onCommand: (letter: LetterSummary, command: LetterCommand) => void;
}

export const employeeName = (l: LetterSummary) => `${l.employee.firstName} ${l.employee.lastName}`;
const released = (l: LetterSummary) => l.status === 'released';

/** The letters table's columns (data, memoised by the table). */
export function letterColumns(options: LetterColumnOptions): ColumnDef<LetterSummary, unknown>[] {
  const select: ColumnDef<LetterSummary, unknown> = {
    id: 'select',
    header: ({ table }) => {
      const open = table
        .getFilteredRowModel()
        .rows.map((r) => r.original)
        .filter((l) => !released(l));
      const count = open.filter(options.isSelected).length;
      return (
        <Checkbox
          size="small"
          checked={open.length > 0 && count === open.length}
          indeterminate={count > 0 && count < open.length}
          disabled={open.length === 0}
          onChange={() => options.onToggleAll(open, count < open.length)}
          slotProps={{ input: { 'aria-label': 'Select every letter not yet released' } }}
        />
      );
    },
    enableSorting: false,
    enableGlobalFilter: false,
    meta: { width: 48 },
    cell: ({ row }) => (
      <Checkbox
        size="small"
        checked={options.isSelected(row.original)}
        disabled={released(row.original)}
        onChange={() => options.onToggle(row.original)}
        slotProps={{
          input: {
            'aria-label': released(row.original)
              ? `${employeeName(row.original)}: released`
              : `Select ${employeeName(row.original)}`,
          },
        }}
      />
    ),
  };
  const columns: ColumnDef<LetterSummary, unknown>[] = [
    { id: 'employee', header: 'Employee', accessorFn: employeeName },
    {
      id: 'status',
      header: 'Status',
      accessorFn: (l) =>
        l.outOfDate
          ? `${LETTER_STATUS_LABELS[l.status]} ${LETTER_TEXT.outOfDate}`
          : LETTER_STATUS_LABELS[l.status],
      cell: ({ row }) => <LetterStatusCell letter={row.original} />,
    },
    {
      id: 'releaseAt',
      header: 'Release Date',
      accessorFn: (l) => l.releaseAt ?? '',
      cell: ({ row }) =>
        row.original.releaseAt ? formatInstant(row.original.releaseAt) : EMPTY_VALUE,
    },
    {
      id: 'effectiveDate',
      header: 'Effective',
      accessorFn: (l) => l.effectiveDate,
      cell: ({ row }) => formatDay(row.original.effectiveDate),
    },
    {
      id: 'newSalary',
      header: 'New Salary',
      accessorFn: (l) => l.newSalary,
      meta: { align: 'right' },
      cell: ({ row }) => (
        <span>
          {formatMoney(row.original.newSalary, row.original.currency)}
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.5 }}>
            ({formatPercent(row.original.increasePercent, 1)})
          </Typography>
        </span>
      ),
    },
    {
      id: 'managerNote',
      header: "Manager's Note",
      accessorFn: (l) => l.managerNote,
      enableSorting: false,
      cell: ({ row }) =>
        row.original.managerNote ? (
          <Typography
            variant="body2"
            title={row.original.managerNote}
            sx={{
              maxWidth: 260,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {row.original.managerNote}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            No note
          </Typography>
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      enableGlobalFilter: false,
      meta: { align: 'right' },
      cell: ({ row }) => (
        <LetterRowActions
          letter={row.original}
          name={employeeName(row.original)}
          canRelease={options.canRelease}
          onCommand={(command) => options.onCommand(row.original, command)}
        />
      ),
    },
  ];
  return options.canRelease ? [select, ...columns] : columns;
}
