import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Badge } from '@/components/Badge';
import { DataTable } from '@/components/DataTable';
import { paths } from '@/config/paths';
import { roleLabel } from '@/lib/permissions';
import type { User } from '@/api/resources/users';
import { USERS_EMPTY_TEXT, USERS_PAGE_SIZE } from '../user-messages';

export interface UsersTableProps {
  users: User[];
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  toolbar?: ReactNode;
  onEdit: (user: User) => void;
  onToggleActive: (user: User) => void;
  onDelete: (user: User) => void;
  /** The signed-in admin: their own row offers no Archive or Delete (the server refuses both). */
  currentUserId?: string;
}

const fullName = (u: User) => `${u.firstName} ${u.lastName}`;

/** Spec 01 §2: searchable, sortable first name, last name, email, role and actions. */
export function UsersTable({
  users,
  onEdit,
  onToggleActive,
  onDelete,
  currentUserId,
  ...state
}: UsersTableProps) {
  const columns = useMemo<ColumnDef<User>[]>(
    () => [
      {
        accessorKey: 'firstName',
        header: 'First Name',
        cell: ({ row }) =>
          row.original.employeeId ? (
            <Link component={RouterLink} to={paths.employee.getHref(row.original.employeeId)}>
              {row.original.firstName}
            </Link>
          ) : (
            row.original.firstName
          ),
      },
      { accessorKey: 'lastName', header: 'Last Name' },
      { accessorKey: 'email', header: 'Email' },
      {
        id: 'role',
        accessorFn: (u) => roleLabel(u.role),
        header: 'Role',
        cell: ({ row, getValue }) => (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            {getValue<string>()}
            {row.original.isActive ? null : <Badge label="Archived" tone="zinc" />}
          </Box>
        ),
      },
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        enableGlobalFilter: false,
        meta: { align: 'right' },
        cell: ({ row }) => {
          const user = row.original;
          const name = fullName(user);
          return (
            <Box sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title="Edit">
                <IconButton aria-label={`Edit ${name}`} onClick={() => onEdit(user)} size="small">
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              {user.id === currentUserId ? null : (
                <>
                  <Tooltip title={user.isActive ? 'Archive' : 'Reactivate'}>
                    <IconButton
                      aria-label={`${user.isActive ? 'Archive' : 'Reactivate'} ${name}`}
                      onClick={() => onToggleActive(user)}
                      size="small"
                    >
                      {user.isActive ? (
                        <ArchiveIcon fontSize="small" />
                      ) : (
                        <UnarchiveIcon fontSize="small" />
                      )}
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <IconButton
                      aria-label={`Delete ${name}`}
                      onClick={() => onDelete(user)}
                      size="small"
                      color="error"
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </>
              )}
            </Box>
          );
        },
      },
    ],
    [onEdit, onToggleActive, onDelete, currentUserId],
  );

  return (
    <DataTable
      aria-label="Users"
      columns={columns}
      data={users}
      getRowId={(u) => u.id}
      emptyText={USERS_EMPTY_TEXT}
      initialSorting={[{ id: 'lastName', desc: false }]}
      search={{ placeholder: 'Search users...' }}
      pageSize={USERS_PAGE_SIZE}
      stickyFirstColumn
      {...state}
    />
  );
}
