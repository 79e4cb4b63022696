import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/DataTable';
import { StatusBadge } from '@/components/StatusBadge';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/day-format';
import { formatMoney, formatPercent } from '@/lib/money';
import type { DirectReport } from '@/api/resources/dashboards';
import { RatingBadge } from './RatingBadge';
import { linkActionColumn } from './link-action-column';

export const NO_DIRECT_REPORTS_TEXT = 'No direct reports found.';

export interface DirectReportsTableProps {
  reports: DirectReport[];
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
}

const fullName = (r: DirectReport) => `${r.firstName} ${r.lastName}`;

/** My Team: each direct report with teams, position, pay, last increase, last rating and review status. */
export function DirectReportsTable({
  reports,
  isLoading,
  error,
  onRetry,
}: DirectReportsTableProps) {
  const columns = useMemo<ColumnDef<DirectReport, unknown>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        accessorFn: fullName,
        cell: ({ row }) => (
          <Link
            component={RouterLink}
            to={paths.employee.getHref(row.original.id)}
            underline="hover"
          >
            {fullName(row.original)}
          </Link>
        ),
      },
      { id: 'position', header: 'Position', accessorFn: (r) => r.position },
      { id: 'teams', header: 'Teams', accessorFn: (r) => r.teams.map((t) => t.name).join(', ') },
      {
        id: 'currentSalary',
        header: 'Current Salary',
        accessorFn: (r) => r.currentSalary,
        cell: ({ row }) => formatMoney(row.original.currentSalary, row.original.currency),
      },
      {
        id: 'lastIncrease',
        header: 'Last Increase',
        accessorFn: (r) => r.lastIncrease?.date ?? null,
        cell: ({ row }) => {
          const increase = row.original.lastIncrease;
          if (!increase) return '—';
          return (
            <>
              {formatMoney(increase.amount, row.original.currency)} (
              {formatPercent(increase.percent)})
              <Typography variant="caption" color="text.secondary" component="div">
                {formatDay(increase.date)}
              </Typography>
            </>
          );
        },
      },
      {
        id: 'lastRating',
        header: 'Last Rating',
        accessorFn: (r) => r.lastRating,
        cell: ({ row }) => <RatingBadge rating={row.original.lastRating} />,
      },
      {
        id: 'reviewStatus',
        header: 'Review Status',
        accessorFn: (r) => r.reviewStatus,
        cell: ({ row }) =>
          row.original.reviewStatus ? <StatusBadge status={row.original.reviewStatus} /> : '—',
      },
      linkActionColumn<DirectReport>((r) => ({
        to: paths.employee.getHref(r.id),
        label: 'View',
        ariaLabel: `View ${fullName(r)}`,
      })),
    ],
    [],
  );
  return (
    <DataTable
      aria-label="Direct reports"
      columns={columns}
      data={reports}
      getRowId={(r) => r.id}
      emptyText={NO_DIRECT_REPORTS_TEXT}
      initialSorting={[{ id: 'name', desc: false }]}
      search={{ placeholder: 'Search team members' }}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      stickyFirstColumn
    />
  );
}
