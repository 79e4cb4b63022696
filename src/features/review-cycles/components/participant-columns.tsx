import type { ColumnDef } from '@tanstack/react-table';
import { CompaRatioText } from '@/components/CompaRatioText';
import { MoneyText } from '@/components/MoneyText';
import { RowLink } from '@/components/row-controls';
import { StatusBadge } from '@/components/StatusBadge';
import { paths } from '@/config/paths';
import { formatPercent } from '@/lib/money';
import { normalizeDisplayStatus } from '@/lib/status';
import type { ParticipantRow } from '@/api/resources/participants';
import { RecommendationActions, type RecommendationActionsProps } from './RecommendationActions';

type ActionProps = Omit<RecommendationActionsProps, 'row'>;

const actionsCellStyle = { minWidth: 196 } as const;

function moneyColumn(
  key: 'currentSalary' | 'recommendedRaise',
  header: string,
): ColumnDef<ParticipantRow, unknown> {
  return {
    id: key,
    header,
    accessorFn: (r) => r[key],
    meta: { align: 'right' },
    cell: ({ row }) => <MoneyText amount={row.original[key]} currency={row.original.currency} />,
  };
}

type BandKey = 'compaRatio' | 'compaRatioAfter' | 'rangePenetration' | 'rangePenetrationAfter';

/**
 * A band position column: before (bandBefore) or after the recommendation (bandAfter).
 * Rows without a position the caller may see sort last in either order, as the employees list does.
 */
function bandColumn(key: BandKey, header: string): ColumnDef<ParticipantRow, unknown> {
  const after = key.endsWith('After');
  const show = key.startsWith('compa') ? 'compa' : 'penetration';
  const positionOf = (r: ParticipantRow) => (after ? r.bandAfter : r.bandBefore);
  return {
    id: key,
    header,
    accessorFn: (r) =>
      show === 'compa' ? positionOf(r)?.compaRatio : positionOf(r)?.rangePenetration,
    sortUndefined: 'last',
    meta: { align: 'right', width: 100 },
    cell: ({ row }) => <CompaRatioText position={positionOf(row.original)} show={show} />,
  };
}

/** The participants table's columns (spec 02 §3 keys); money in US format, raise percent with 1 decimal. */
export function participantColumns(
  cycleId: string,
  actions: ActionProps,
): ColumnDef<ParticipantRow, unknown>[] {
  return [
    {
      id: 'employee',
      header: 'Employee',
      accessorFn: (r) => r.employeeName,
      cell: ({ row }) => (
        <RowLink to={paths.reviewCycleParticipant.getHref(cycleId, row.original.id)}>
          {row.original.employeeName}
        </RowLink>
      ),
    },
    { id: 'team', header: 'Team', accessorFn: (r) => r.teamName ?? '' },
    { id: 'manager', header: 'Manager', accessorFn: (r) => r.managerName ?? '' },
    {
      id: 'level',
      header: 'Level',
      accessorFn: (r) => r.level?.name,
      sortUndefined: 'last',
      meta: { width: 110 },
      cell: ({ row }) => row.original.level?.name ?? '—',
    },
    {
      id: 'status',
      header: 'Status',
      accessorFn: (r) => normalizeDisplayStatus(r.status),
      cell: ({ row }) => <StatusBadge status={row.original.status} variant="display" />,
    },
    { id: 'currentStage', header: 'Current Stage', accessorFn: (r) => r.currentStage?.name ?? '' },
    moneyColumn('currentSalary', 'Current Salary'),
    bandColumn('compaRatio', 'Compa-Ratio'),
    bandColumn('rangePenetration', 'Range Penetration'),
    moneyColumn('recommendedRaise', 'Recommended Raise'),
    {
      id: 'raisePercentage',
      header: 'Raise %',
      accessorFn: (r) => r.raisePercentage,
      meta: { align: 'right' },
      cell: ({ row }) => formatPercent(row.original.raisePercentage, 1),
    },
    bandColumn('compaRatioAfter', 'Compa-Ratio After'),
    bandColumn('rangePenetrationAfter', 'Range Penetration After'),
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      // The width the buttons had before the band columns: the wider table scrolls
      // sideways instead of stacking the buttons into taller rows, with the employee on the left
      // and the actions on the right always in view.
      meta: { align: 'right', width: 232, stickyEnd: true },
      cell: ({ row }) => (
        <div style={actionsCellStyle}>
          <RecommendationActions row={row.original} {...actions} />
        </div>
      ),
    },
  ];
}
