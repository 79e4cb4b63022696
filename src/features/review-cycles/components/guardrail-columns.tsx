import { flexRender, type ColumnDef } from '@tanstack/react-table';
import { flexStyle } from '@/components/flex-style';
import { HoverTooltip } from '@/components/HoverTooltip';
import { RowCheckbox } from '@/components/row-controls';
import { FLAG_LABELS } from '@/lib/guidelines';
import type { ParticipantRow } from '@/api/resources/participants';
import { GuardrailFlags } from './GuardrailFlags';

/*
 * The guardrails sit inside the spec's columns (spec 02 §3 keys), so the table fits a 1280 px
 * screen: flags under the status, the bulk-approve checkbox after the row's actions.
 */

const statusStyle = flexStyle('column', { gap: 4, align: 'flex-start' });
const actionsStyle = flexStyle('row', { gap: 4, align: 'center', justify: 'flex-end', wrap: true });

/** Flag labels for the table's search; the column itself is hidden (flags show under the status). */
export function flagsSearchColumn(): ColumnDef<ParticipantRow, unknown> {
  return {
    id: 'flags',
    header: 'Flags',
    accessorFn: (r) => r.flags.map((f) => FLAG_LABELS[f]).join(', '),
    enableSorting: false,
  };
}

/** The status column with the row's guardrail flags under the status badge. */
export function withFlags(
  column: ColumnDef<ParticipantRow, unknown>,
): ColumnDef<ParticipantRow, unknown> {
  return {
    ...column,
    cell: (context) => (
      <div style={statusStyle}>
        {flexRender(column.cell, context)}
        <GuardrailFlags flags={context.row.original.flags} />
      </div>
    ),
  };
}

export interface SelectColumnOptions {
  isSelected: (row: ParticipantRow) => boolean;
  /** null when the row may be selected, else why not. */
  blockedReason: (row: ParticipantRow) => string | null;
  onToggle: (row: ParticipantRow) => void;
}

/**
 * The actions column with a checkbox per row for bulk approve after the actions; rows that cannot
 * be bulk approved are disabled with the reason.
 */
export function withSelect(
  column: ColumnDef<ParticipantRow, unknown>,
  options: SelectColumnOptions,
): ColumnDef<ParticipantRow, unknown> {
  return {
    ...column,
    cell: (context) => {
      const row = context.row.original;
      const reason = options.blockedReason(row);
      const box = (
        <RowCheckbox
          checked={options.isSelected(row)}
          disabled={reason !== null}
          onChange={() => options.onToggle(row)}
          aria-label={reason ? `${row.employeeName}: ${reason}` : `Select ${row.employeeName}`}
        />
      );
      return (
        <div style={actionsStyle}>
          {flexRender(column.cell, context)}
          {reason ? <HoverTooltip title={reason}>{box}</HoverTooltip> : box}
        </div>
      );
    },
  };
}
