import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useDeleteUser, useSetUserActive, useUsers, type User } from '@/api/resources/users';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/config/paths';
import { useConfirmedAction } from '@/hooks/use-confirmed-action';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/hooks/useSession';
import { UserFormPanel } from '../components/UserFormPanel';
import { UsersTable } from '../components/UsersTable';
import { USER_ERRORS } from '../user-messages';

type Panel = { open: false } | { open: true; user: User | null };

/** /admin/users (spec 01 §2 Users admin). */
export default function UsersRoute() {
  usePageTitle('Users');
  const currentUserId = useSession().user?.id;
  const [showArchived, setShowArchived] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  // /admin/users?add=1 (the directory's Add Employee) opens the Add User panel; with
  // &employeeId= (an employee page's Give Account) it gives that employee the account.
  const [panel, setPanel] = useState<Panel>(() =>
    searchParams.get('add') ? { open: true, user: null } : { open: false },
  );
  const users = useUsers(showArchived);
  const { error: actionError, run } = useConfirmedAction();
  const remove = useDeleteUser();
  const setActive = useSetUserActive();

  const handleEdit = useCallback((user: User) => setPanel({ open: true, user }), []);

  const handleToggleActive = (user: User) => {
    const archive = user.isActive;
    return run(
      {
        title: archive ? 'Archive User' : 'Reactivate User',
        message: archive
          ? `Archive ${user.firstName} ${user.lastName}? They will no longer be able to sign in.`
          : `Reactivate ${user.firstName} ${user.lastName}? They will be able to sign in again.`,
        confirmLabel: archive ? 'Archive' : 'Reactivate',
        destructive: archive,
      },
      () => setActive.mutateAsync({ id: user.id, isActive: !archive }),
      archive ? USER_ERRORS.archive : USER_ERRORS.reactivate,
    );
  };

  const handleDelete = (user: User) =>
    run(
      {
        title: 'Delete User',
        message: `Permanently delete ${user.firstName} ${user.lastName}? This cannot be undone.`,
        confirmLabel: 'Delete',
        destructive: true,
      },
      () => remove.mutateAsync(user.id),
      USER_ERRORS.delete,
    );

  return (
    <>
      <PageHeader
        title="Users"
        subtitle={
          <>
            Add people, set their managers and manage their access. Users are the accounts that sign
            in; each links to its employee record (Add User can give an existing employee without an
            account one). Every employee, with or without an account, is listed under{' '}
            <Link component={RouterLink} to={paths.admin.employees.getHref()}>
              Employees
            </Link>
            .
          </>
        }
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setPanel({ open: true, user: null })}
          >
            Add User
          </Button>
        }
      />
      {actionError ? <ErrorBanner message={actionError} sx={{ mb: 2 }} /> : null}
      <UsersTable
        currentUserId={currentUserId}
        users={users.data ?? []}
        isLoading={users.isPending}
        error={users.isError ? USER_ERRORS.load : null}
        onRetry={() => void users.refetch()}
        onEdit={handleEdit}
        onToggleActive={(user) => void handleToggleActive(user)}
        onDelete={(user) => void handleDelete(user)}
        toolbar={
          <FormControlLabel
            control={
              <Switch checked={showArchived} onChange={(e) => setShowArchived(e.target.checked)} />
            }
            label="Show Archived Users"
          />
        }
      />
      <UserFormPanel
        open={panel.open}
        user={panel.open ? panel.user : null}
        users={users.data ?? []}
        employeeId={searchParams.get('employeeId') ?? undefined}
        onClose={() => {
          setPanel({ open: false });
          if (searchParams.get('add')) setSearchParams({}, { replace: true });
        }}
      />
    </>
  );
}
