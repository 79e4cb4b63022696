import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { Badge, type BadgeTone } from '@/components/Badge';
import { DataTable } from '@/components/DataTable';
import { paths } from '@/config/paths';
import { EMPTY_VALUE, formatMoney, formatPercent } from '@/lib/money';
import { PAY_FIELDS } from '@/lib/pay-visibility';
import type { TeamMember } from '@/api/resources/teams';
import { MEMBERS_EMPTY_TEXT } from '../team-form';

export interface MembersTableProps {
  members: TeamMember[];
  /** Pay columns (salary, bonuses, rating, last increase): only for a caller who gets others' pay. */
  showPay?: boolean;
  /** Whose employee page the caller may open (the View action); everyone's by default. */
  canOpen?: (member: TeamMember) => boolean;
}

/** The columns that carry pay: the fields the server leaves out for whom may not see them. */
const PAY_COLUMNS = new Set<string>(PAY_FIELDS.teamMember);

/** Spec 01 §4: ratings Exceeds, Meets, Needs Improvement and review statuses as colour badges. */
const RATING_TONES: Record<string, BadgeTone> = {
  Exceeds: 'emerald',
  Meets: 'blue',
  'Needs Improvement': 'yellow',
};
const REVIEW_STATUS_TONES: Record<string, BadgeTone> = {
  Completed: 'emerald',
  'In Progress': 'blue',
  Pending: 'yellow',
};

const toneBadge = (label: string | null | undefined, tones: Record<string, BadgeTone>) =>
  label ? <Badge label={label} tone={tones[label] ?? 'zinc'} /> : EMPTY_VALUE;

const columnKey = (column: ColumnDef<TeamMember>) =>
  'accessorKey' in column ? String(column.accessorKey) : '';

const formatDate = (date: string | null) =>
  date
    ? new Date(`${date}T00:00:00`).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      })
    : EMPTY_VALUE;

/** The team detail members table: every column sortable, values computed by the server from history. */
export function MembersTable({ members, showPay = true, canOpen }: MembersTableProps) {
  const columns = useMemo<ColumnDef<TeamMember>[]>(() => {
    const all: ColumnDef<TeamMember>[] = [
      {
        id: 'name',
        accessorFn: (m) => `${m.firstName} ${m.lastName}`,
        header: 'Name',
        cell: ({ getValue }) => (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {getValue<string>()}
          </Box>
        ),
      },
      { accessorKey: 'position', header: 'Position' },
      {
        accessorKey: 'currentSalary',
        header: 'Current Salary',
        meta: { align: 'right' },
        cell: ({ row }) => formatMoney(row.original.currentSalary, row.original.currency),
      },
      {
        accessorKey: 'bonusesLast12Months',
        header: 'Bonuses (Last 12 Months)',
        meta: { align: 'right' },
        cell: ({ row }) => formatMoney(row.original.bonusesLast12Months, row.original.currency),
      },
      {
        accessorKey: 'lastReviewDate',
        header: 'Last Review',
        cell: ({ row }) => formatDate(row.original.lastReviewDate),
      },
      {
        accessorKey: 'lastRating',
        header: 'Performance',
        cell: ({ row }) => toneBadge(row.original.lastRating, RATING_TONES),
      },
      {
        accessorKey: 'reviewStatus',
        header: 'Review Status',
        cell: ({ row }) => toneBadge(row.original.reviewStatus, REVIEW_STATUS_TONES),
      },
      {
        id: 'lastIncrease',
        accessorFn: (m) => m.lastIncrease?.date ?? '',
        header: 'Last Increase',
        cell: ({ row }) => {
          const increase = row.original.lastIncrease;
          if (!increase) return EMPTY_VALUE;
          return (
            <>
              {formatMoney(increase.amount, row.original.currency)} (
              {formatPercent(increase.percent)})
              <Typography variant="caption" color="text.secondary" component="div">
                {formatDate(increase.date)}
              </Typography>
            </>
          );
        },
      },
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        meta: { align: 'right' },
        cell: ({ row }) =>
          !canOpen || canOpen(row.original) ? (
            <Button
              size="small"
              component={RouterLink}
              to={paths.employee.getHref(row.original.id)}
              aria-label={`View ${row.original.firstName} ${row.original.lastName}`}
            >
              View
            </Button>
          ) : null,
      },
    ];
    return showPay ? all : all.filter((c) => !PAY_COLUMNS.has(c.id ?? columnKey(c)));
  }, [showPay, canOpen]);
  return (
    <DataTable
      aria-label="Team members"
      columns={columns}
      data={members}
      getRowId={(m) => m.id}
      emptyText={MEMBERS_EMPTY_TEXT}
      initialSorting={[{ id: 'name', desc: false }]}
      stickyFirstColumn
      dense
    />
  );
}
