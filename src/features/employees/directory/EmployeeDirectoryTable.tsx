import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Badge } from '@/components/Badge';
import { DataTable, type DataTableServer } from '@/components/DataTable';
import { MoneyText } from '@/components/MoneyText';
import { paths } from '@/config/paths';
import { EMPTY_VALUE } from '@/lib/money';
import type { Employee } from '@/api/resources/employees';
import { formatDay } from '../format';
import { DIRECTORY_TEXT } from './directory-text';

export interface EmployeeDirectoryTableProps {
  rows: Employee[];
  server: DataTableServer;
  /** The salary column (admins only: the pay-visibility rule). */
  showSalary: boolean;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  onOpen: (employee: Employee) => void;
  filtered: boolean;
  toolbar?: ReactNode;
}

const fullName = (e: Pick<Employee, 'firstName' | 'lastName'>) => `${e.firstName} ${e.lastName}`;

/** The directory's rows: one page from the server, sorted there by the column clicked. */
export function EmployeeDirectoryTable({
  rows,
  showSalary,
  onOpen,
  filtered,
  ...rest
}: EmployeeDirectoryTableProps) {
  const columns = useMemo<ColumnDef<Employee>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        accessorFn: (e) => fullName(e),
        cell: ({ row }) => (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Link component={RouterLink} to={paths.employee.getHref(row.original.id)}>
              {fullName(row.original)}
            </Link>
            {row.original.isActive ? null : <Badge label={DIRECTORY_TEXT.archived} />}
          </Box>
        ),
      },
      {
        id: 'account',
        header: 'Account',
        enableSorting: false,
        accessorFn: (e) => e.user?.email ?? '',
        cell: ({ row }) =>
          row.original.user ? (
            row.original.user.email
          ) : (
            <Badge label={DIRECTORY_TEXT.noAccount} tone="yellow" />
          ),
      },
      {
        id: 'team',
        header: 'Team',
        accessorFn: (e) =>
          e.teams
            .map((t) => t.name)
            .sort((a, b) => a.localeCompare(b))
            .join(', ') || EMPTY_VALUE,
      },
      {
        id: 'manager',
        header: 'Manager',
        accessorFn: (e) => (e.primaryManager ? fullName(e.primaryManager) : EMPTY_VALUE),
      },
      { id: 'position', header: 'Position', accessorFn: (e) => e.position },
      {
        id: 'hireDate',
        header: 'Hire Date',
        accessorFn: (e) => e.hireDate,
        cell: ({ row }) => formatDay(row.original.hireDate),
      },
      ...(showSalary
        ? [
            {
              id: 'currentSalary',
              header: 'Current Salary',
              meta: { align: 'right' },
              sortDescFirst: true,
              accessorFn: (e) => e.currentSalary ?? null,
              cell: ({ row }) => (
                <MoneyText amount={row.original.currentSalary} currency={row.original.currency} />
              ),
            } satisfies ColumnDef<Employee>,
          ]
        : []),
    ],
    [showSalary],
  );

  return (
    <DataTable
      aria-label={DIRECTORY_TEXT.title}
      columns={columns}
      data={rows}
      getRowId={(e) => e.id}
      emptyText={filtered ? DIRECTORY_TEXT.noMatch : DIRECTORY_TEXT.empty}
      search={{ placeholder: DIRECTORY_TEXT.search }}
      onRowClick={onOpen}
      stickyFirstColumn
      {...rest}
    />
  );
}
