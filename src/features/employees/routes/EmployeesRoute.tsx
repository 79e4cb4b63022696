import Link from '@mui/material/Link';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/hooks/useSession';
import { useEmployeeDirectory } from '@/api/resources/employees';
import { DirectoryActions } from '../directory/DirectoryActions';
import { DirectoryFilters } from '../directory/DirectoryFilters';
import { DIRECTORY_PAGE_SIZE, DIRECTORY_TEXT } from '../directory/directory-text';
import { EmployeeDirectoryTable } from '../directory/EmployeeDirectoryTable';
import { useDirectoryParams } from '../directory/use-directory-params';

const SEARCH_DELAY_MS = 300;

/** /admin/employees: every employee, searched, filtered, sorted and paged by the server. */
export default function EmployeesRoute() {
  usePageTitle(DIRECTORY_TEXT.title);
  const navigate = useNavigate();
  const showSalary = useSession().user?.role === 'admin';
  const params = useDirectoryParams();
  const { setSearch } = params;
  const [typed, setTyped] = useState(params.search);
  useEffect(() => {
    if (typed === params.search) return;
    const timer = setTimeout(() => setSearch(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, params.search, setSearch]);
  const list = useEmployeeDirectory(params.query);
  const filtered = Object.values(params.filters).some(Boolean) || params.search.trim() !== '';
  const handleClearFilters = () => {
    setTyped('');
    params.clearFilters();
  };

  return (
    <>
      <PageHeader
        title={DIRECTORY_TEXT.title}
        subtitle={
          <>
            {DIRECTORY_TEXT.subtitle}{' '}
            <Link component={RouterLink} to={paths.admin.users.getHref()}>
              {DIRECTORY_TEXT.usersLink}
            </Link>
            .
          </>
        }
        actions={<DirectoryActions />}
      />
      <EmployeeDirectoryTable
        rows={list.data?.data ?? []}
        showSalary={showSalary}
        filtered={filtered}
        isLoading={list.isPending}
        error={list.isError ? DIRECTORY_TEXT.loadError : null}
        onRetry={() => void list.refetch()}
        onOpen={(employee) => void navigate(paths.employee.getHref(employee.id))}
        toolbar={
          <DirectoryFilters
            filters={params.filters}
            onChange={params.setFilter}
            onClear={filtered || typed.trim() !== '' ? handleClearFilters : undefined}
          />
        }
        server={{
          total: list.data?.total ?? 0,
          pageIndex: params.pageIndex,
          pageSize: DIRECTORY_PAGE_SIZE,
          onPageChange: params.setPage,
          sorting: params.sorting,
          onSortingChange: params.setSorting,
          search: typed,
          onSearchChange: setTyped,
        }}
      />
    </>
  );
}
