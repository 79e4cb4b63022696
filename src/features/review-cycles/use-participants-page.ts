import { useEffect, useMemo, useState } from 'react';
import type { SortingState } from '@tanstack/react-table';
import {
  cycleParticipantsPageQueryOptions,
  useCycleParticipantsPage,
  type ParticipantFilters,
  type ParticipantListQuery,
} from '@/api/resources/participants';
import type { DataTableServer } from '@/components/DataTable';
import { participantSortOf } from '@/lib/participant-list';

/** Rows per page of a cycle's participants table, as in the employees directory: never the 10,000. */
export const PARTICIPANTS_PAGE_SIZE = 50;
const SEARCH_DELAY_MS = 300;
const BY_NAME: SortingState = [{ id: 'employee', desc: false }];

/** The first page a participants table asks for (by name): what the page prefetches. */
export function firstParticipantsPageQueryOptions(cycleId: string) {
  return cycleParticipantsPageQueryOptions(cycleId, {
    sort: 'name',
    order: 'asc',
    limit: PARTICIPANTS_PAGE_SIZE,
    offset: 0,
  });
}

/** The caller's own participant record of a cycle (the employee's and manager's views). */
export const ownParticipantQuery = (employeeId: string) => ({ employeeId, limit: 1 });

/**
 * A participants table's search, order and page, asked of the server one page at a time
 * (listCycleParticipants), within `filters` (an approver's queue, a manager's reports).
 */
export function useParticipantsPage(
  cycleId: string,
  filters: ParticipantFilters = {},
  { enabled = true } = {},
) {
  const [sorting, setSorting] = useState<SortingState>(BY_NAME);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  useEffect(() => {
    if (typed === search) return;
    const timer = setTimeout(() => {
      setSearch(typed);
      setPageIndex(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);

  const filterKey = JSON.stringify(filters);
  const query = useMemo<ParticipantListQuery>(() => {
    const first = sorting[0] ?? BY_NAME[0]!;
    const trimmed = search.trim();
    return {
      ...(JSON.parse(filterKey) as ParticipantFilters),
      ...(trimmed && { search: trimmed }),
      sort: participantSortOf(first.id) ?? 'name',
      order: first.desc ? 'desc' : 'asc',
      limit: PARTICIPANTS_PAGE_SIZE,
      offset: pageIndex * PARTICIPANTS_PAGE_SIZE,
    };
  }, [filterKey, sorting, search, pageIndex]);
  const list = useCycleParticipantsPage(cycleId, query, { enabled });

  const server: DataTableServer = {
    total: list.data?.total ?? 0,
    pageIndex,
    pageSize: PARTICIPANTS_PAGE_SIZE,
    onPageChange: setPageIndex,
    sorting,
    onSortingChange: (next) => {
      setSorting(next.length > 0 ? next : BY_NAME);
      setPageIndex(0);
    },
    search: typed,
    onSearchChange: setTyped,
  };
  return { list, query, server, searching: search.trim() !== '' };
}
