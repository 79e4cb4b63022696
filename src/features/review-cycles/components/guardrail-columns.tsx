import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ColumnDef } from '@tanstack/react-table';
import { FLAG_LABELS, type ParticipantFlag } from '@/lib/guidelines';
import type { ParticipantRow } from '../api/participants';

const FLAG_COLOR: Record<ParticipantFlag, 'warning' | 'error' | 'default'> = {
  outside_guideline: 'warning',
  large_change: 'error',
  over_budget: 'error',
  pay_compression: 'warning',
  no_rating: 'default',
};

/** Guardrail flags of a row, computed by the server (outside guideline, over budget...). */
export function flagsColumn(): ColumnDef<ParticipantRow, unknown> {
  return {
    id: 'flags',
    header: 'Flags',
    accessorFn: (r) => r.flags.map((f) => FLAG_LABELS[f]).join(', '),
    cell: ({ row }) =>
      row.original.flags.length === 0 ? null : (
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {row.original.flags.map((flag) => (
            <Chip
              key={flag}
              size="small"
              variant="outlined"
              color={FLAG_COLOR[flag]}
              label={FLAG_LABELS[flag]}
            />
          ))}
        </Stack>
      ),
  };
}

export interface SelectColumnOptions {
  isSelected: (row: ParticipantRow) => boolean;
  /** null when the row may be selected, else why not. */
  blockedReason: (row: ParticipantRow) => string | null;
  onToggle: (row: ParticipantRow) => void;
}

/** A checkbox per row for bulk approve; rows that cannot be bulk approved are disabled with the reason. */
export function selectColumn(options: SelectColumnOptions): ColumnDef<ParticipantRow, unknown> {
  return {
    id: 'select',
    header: 'Select',
    enableSorting: false,
    cell: ({ row }) => {
      const reason = options.blockedReason(row.original);
      const box = (
        <Checkbox
          size="small"
          checked={options.isSelected(row.original)}
          disabled={reason !== null}
          onChange={() => options.onToggle(row.original)}
          slotProps={{
            input: {
              'aria-label': reason
                ? `${row.original.employeeName}: ${reason}`
                : `Select ${row.original.employeeName}`,
            },
          }}
        />
      );
      return reason ? (
        <Tooltip title={reason}>
          <span>{box}</span>
        </Tooltip>
      ) : (
        box
      );
    },
  };
}
