import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { fetchAllEmployees } from '../all-employees';
import { apiClient } from '../client';
import type { components, operations } from '../schema';
import { dashboardKeys } from './dashboard';
import { teamKeys } from './teams-keys';

/**
 * The Employees tag: its query keys, the calls of the directory, every employee and adding one,
 * and what a change reloads. Features use these instead of wrapping the same call again.
 */

export type Employee = components['schemas']['Employee'];
export type EmployeeCreate = components['schemas']['EmployeeCreate'];
export type DirectoryQuery = NonNullable<operations['listEmployees']['parameters']['query']>;

export const employeeKeys = {
  all: ['employees'] as const,
  /** Every employee the caller may see, all pages (pickers and choices). */
  everyone: () => [...employeeKeys.all, 'all'] as const,
  directory: (query: DirectoryQuery) => [...employeeKeys.all, 'directory', query] as const,
  managers: () => [...employeeKeys.all, 'directory', 'managers'] as const,
};

export function allEmployeesQueryOptions() {
  return queryOptions({ queryKey: employeeKeys.everyone(), queryFn: fetchAllEmployees });
}

export function useAllEmployees(enabled = true) {
  return useQuery({ ...allEmployeesQueryOptions(), enabled });
}

/** One page of the employees directory (GET /api/employees: filtered, sorted and paged there). */
export function employeeDirectoryQueryOptions(query: DirectoryQuery) {
  return queryOptions({
    queryKey: employeeKeys.directory(query),
    queryFn: async () => (await apiClient.GET('/api/employees', { params: { query } })).data!,
  });
}

/** The page asked for; the previous page stays on screen while the next one loads. */
export function useEmployeeDirectory(query: DirectoryQuery) {
  return useQuery({ ...employeeDirectoryQueryOptions(query), placeholderData: keepPreviousData });
}

/** The people who manage, by name: the directory's manager filter. */
export function managerOptionsQueryOptions() {
  return queryOptions({
    queryKey: employeeKeys.managers(),
    queryFn: async () =>
      (
        await apiClient.GET('/api/employees', {
          params: { query: { isManager: true, status: 'active', limit: 1000 } },
        })
      ).data!.data,
  });
}

export function useManagerOptions() {
  return useQuery(managerOptionsQueryOptions());
}

/** POST /api/employees: an employee without an account; lists, teams and counts reload. */
export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EmployeeCreate) =>
      (await apiClient.POST('/api/employees', { body })).data!.data,
    onSuccess: () =>
      Promise.all(
        [employeeKeys.all, teamKeys.all, dashboardKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
