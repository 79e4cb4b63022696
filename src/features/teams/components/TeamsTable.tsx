import Link from '@mui/material/Link';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '@/components/DataTable';
import { rowActionsColumn } from '@/components/row-actions-column';
import { paths } from '@/config/paths';
import { EMPTY_VALUE } from '@/lib/money';
import type { Team } from '@/api/resources/teams';
import { managerNames, TEAMS_EMPTY_TEXT } from '../team-form';

export interface TeamsTableProps {
  teams: Team[];
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  onEdit: (team: Team) => void;
  onDelete: (team: Team) => void;
}

/**
 * Spec 01 §2 Teams: sortable team name, description (about 450 px), manager, members. Every field
 * of a team has its column here, in this order, or null where the table leaves it out: a field
 * the contract adds is placed here too.
 */
const FIELD_COLUMNS: Record<keyof Team, ColumnDef<Team> | null> = {
  name: {
    accessorKey: 'name',
    header: 'Team Name',
    cell: ({ row }) => (
      <Link component={RouterLink} to={paths.admin.team.getHref(row.original.id)}>
        {row.original.name}
      </Link>
    ),
  },
  description: {
    id: 'description',
    accessorFn: (t) => t.description ?? '',
    header: 'Description',
    meta: { maxWidth: 450 },
  },
  managers: { id: 'manager', accessorFn: (t) => managerNames(t) || EMPTY_VALUE, header: 'Manager' },
  memberCount: { accessorKey: 'memberCount', header: 'Members', meta: { align: 'right' } },
  // The manager is the first of `managers` and the members are counted; the status is shown on
  // the team's page, and ids, version and timestamps nowhere.
  manager: null,
  members: null,
  isActive: null,
  id: null,
  version: null,
  organizationId: null,
  createdAt: null,
  updatedAt: null,
};

const FIELD_COLUMN_LIST = Object.values(FIELD_COLUMNS).filter((c) => c !== null);

export function TeamsTable({ teams, onEdit, onDelete, ...state }: TeamsTableProps) {
  const columns = useMemo<ColumnDef<Team>[]>(
    () => [...FIELD_COLUMN_LIST, rowActionsColumn(onEdit, onDelete)],
    [onEdit, onDelete],
  );
  return (
    <DataTable
      aria-label="Teams"
      columns={columns}
      data={teams}
      getRowId={(t) => t.id}
      emptyText={TEAMS_EMPTY_TEXT}
      initialSorting={[{ id: 'name', desc: false }]}
      search={{ placeholder: 'Search teams...' }}
      stickyFirstColumn
      {...state}
    />
  );
}
