import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SortingState } from '@tanstack/react-table';
import {
  EMPLOYEE_ACCOUNT_FILTERS,
  EMPLOYEE_STATUSES,
  isEmployeeSort,
  type EmployeeAccountFilter,
  type EmployeeStatus,
} from '@/lib/employee-directory';
import type { DirectoryQuery } from '@/api/resources/employees';
import { DIRECTORY_PAGE_SIZE } from './directory-text';

export interface DirectoryFilters {
  teamId: string;
  managerId: string;
  status: EmployeeStatus | '';
  account: EmployeeAccountFilter | '';
}

const KEYS = {
  search: 'q',
  teamId: 'team',
  managerId: 'manager',
  status: 'status',
  account: 'account',
} as const;

/** The address's value when it is one of `allowed`, else '' (no filter). */
function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | '' {
  return (allowed as readonly (string | null)[]).includes(value) ? (value as T) : '';
}

/**
 * The directory's search, filters, order and page, kept in the address (back from an employee's
 * page returns to the same view) and turned into the list call's query.
 */
export function useDirectoryParams() {
  const [params, setParams] = useSearchParams();
  const search = params.get(KEYS.search) ?? '';
  const filters: DirectoryFilters = {
    teamId: params.get(KEYS.teamId) ?? '',
    managerId: params.get(KEYS.managerId) ?? '',
    status: oneOf(EMPLOYEE_STATUSES, params.get(KEYS.status)),
    account: oneOf(EMPLOYEE_ACCOUNT_FILTERS, params.get(KEYS.account)),
  };
  const sortParam = params.get('sort');
  const sort = isEmployeeSort(sortParam) ? sortParam : 'name';
  const order = params.get('order') === 'desc' ? 'desc' : 'asc';
  const pageIndex = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);

  const update = useCallback(
    (changes: Record<string, string | null>, keepPage = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!keepPage) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const query = useMemo<DirectoryQuery>(
    () => ({
      ...(search.trim() && { search: search.trim() }),
      ...(filters.teamId && { teamId: filters.teamId }),
      ...(filters.managerId && { managerId: filters.managerId }),
      ...(filters.status && { status: filters.status }),
      ...(filters.account && { account: filters.account }),
      sort,
      order,
      limit: DIRECTORY_PAGE_SIZE,
      offset: pageIndex * DIRECTORY_PAGE_SIZE,
    }),
    [
      search,
      filters.teamId,
      filters.managerId,
      filters.status,
      filters.account,
      sort,
      order,
      pageIndex,
    ],
  );

  const sorting: SortingState = [{ id: sort, desc: order === 'desc' }];
  return {
    query,
    search,
    filters,
    sorting,
    pageIndex,
    setSearch: (value: string) => update({ [KEYS.search]: value }),
    setFilter: (key: keyof DirectoryFilters, value: string) => update({ [KEYS[key]]: value }),
    /** Search and every filter off; the order stays. */
    clearFilters: () => update(Object.fromEntries(Object.values(KEYS).map((key) => [key, null]))),
    setSorting: (next: SortingState) =>
      update({
        sort: next[0] && next[0].id !== 'name' ? next[0].id : null,
        order: next[0]?.desc ? 'desc' : null,
      }),
    setPage: (index: number) => update({ page: index > 0 ? String(index + 1) : null }, true),
  };
}
