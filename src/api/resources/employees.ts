import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiClient } from '../client';
import { ApiError } from '../errors';
import { ifMatch } from '../if-match';
import { fetchAllPages } from '../pages';
import type { operations } from '../schema';
import { dashboardKeys } from './dashboards';
import { levelKeys } from './levels-keys';
import { teamKeys } from './teams-keys';
import { userKeys } from './users-keys';
import type { Employee, EmployeeCreate, EmployeeUpdate } from '../schema-types.gen';

/**
 * The Employees tag: its query keys, the directory, every employee, one employee with their pay
 * and performance history, adding and saving one, and what a change reloads. Features use these
 * instead of wrapping the same call again.
 */

export type {
  Employee,
  EmployeeCreate,
  EmployeeUpdate,
  CompensationHistoryEntry as CompensationEntry,
  PerformanceHistoryEntry as PerformanceEntry,
} from '../schema-types.gen';
export type DirectoryQuery = NonNullable<operations['listEmployees']['parameters']['query']>;

export const employeeKeys = {
  all: ['employees'] as const,
  /** Every employee the caller may see, all pages (pickers and choices). */
  everyone: () => [...employeeKeys.all, 'all'] as const,
  directory: (query: DirectoryQuery) => [...employeeKeys.all, 'directory', query] as const,
  managers: () => [...employeeKeys.all, 'directory', 'managers'] as const,
  /** Everyone on a level (the delete dialog names them). */
  onLevel: (levelId: string) => [...employeeKeys.all, 'on-level', levelId] as const,
  detail: (id: string) => [...employeeKeys.all, id] as const,
  compensationHistory: (id: string) =>
    [...employeeKeys.detail(id), 'compensation-history'] as const,
  performanceHistory: (id: string) => [...employeeKeys.detail(id), 'performance-history'] as const,
};

/** GET /api/employees: one page of the people the caller may see, filtered and sorted there. */
async function fetchEmployees(query: DirectoryQuery) {
  return (await apiClient.GET('/api/employees', { params: { query } })).data!;
}

/** Every employee the caller may see (all pages). */
export function fetchAllEmployees(): Promise<Employee[]> {
  return fetchAllPages(fetchEmployees);
}

export function allEmployeesQueryOptions() {
  return queryOptions({ queryKey: employeeKeys.everyone(), queryFn: fetchAllEmployees });
}

export function useAllEmployees(enabled = true) {
  return useQuery({ ...allEmployeesQueryOptions(), enabled });
}

/** One page of the employees directory. */
export function employeeDirectoryQueryOptions(query: DirectoryQuery) {
  return queryOptions({
    queryKey: employeeKeys.directory(query),
    queryFn: () => fetchEmployees(query),
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
      (await fetchEmployees({ isManager: true, status: 'active', limit: 1000 })).data,
  });
}

export function useManagerOptions() {
  return useQuery(managerOptionsQueryOptions());
}

/** Every employee on a level (all pages): whom a level's delete would leave without one. */
export function employeesOnLevelQueryOptions(levelId: string) {
  return queryOptions({
    queryKey: employeeKeys.onLevel(levelId),
    queryFn: () => fetchAllPages((page) => fetchEmployees({ ...page, levelId })),
  });
}

export function useEmployeesOnLevel(levelId: string | null) {
  return useQuery({ ...employeesOnLevelQueryOptions(levelId ?? ''), enabled: !!levelId });
}

/** POST /api/employees: an employee without an account; lists, teams and counts reload. */
export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EmployeeCreate) =>
      (await apiClient.POST('/api/employees', { body })).data!.data,
    onSuccess: () =>
      Promise.all(
        [employeeKeys.all, teamKeys.all, dashboardKeys.all, levelKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

const path = (id: string) => ({ params: { path: { id } } });

/** A missing record stays missing: the employee's page shows its notice at once instead of retrying. */
const retryUnlessMissing = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 404) && failureCount < 2;

export function employeeQueryOptions(id: string) {
  return queryOptions({
    queryKey: employeeKeys.detail(id),
    queryFn: async () => (await apiClient.GET('/api/employees/{id}', path(id))).data!.data,
  });
}

export function employeeCompensationHistoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: employeeKeys.compensationHistory(id),
    queryFn: async () =>
      (await apiClient.GET('/api/employees/{id}/compensation-history', path(id))).data!.data,
  });
}

export function employeePerformanceHistoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: employeeKeys.performanceHistory(id),
    queryFn: async () =>
      (await apiClient.GET('/api/employees/{id}/performance-history', path(id))).data!.data,
  });
}

/** An employee's page: their record. */
export function useEmployee(id: string) {
  return useQuery({ ...employeeQueryOptions(id), retry: retryUnlessMissing });
}

export function useEmployeeCompensationHistory(id: string) {
  return useQuery({ ...employeeCompensationHistoryQueryOptions(id), retry: retryUnlessMissing });
}

export function useEmployeePerformanceHistory(id: string) {
  return useQuery({ ...employeePerformanceHistoryQueryOptions(id), retry: retryUnlessMissing });
}

/** The caller's own record, once their employee id is known (an employee may read their own). */
export function useOwnEmployee(employeeId: string | null | undefined) {
  return useQuery({ ...employeeQueryOptions(employeeId ?? ''), enabled: !!employeeId });
}

/** The caller's own performance history, once their employee id is known. */
export function useOwnPerformanceHistory(employeeId: string | null | undefined) {
  return useQuery({
    ...employeePerformanceHistoryQueryOptions(employeeId ?? ''),
    enabled: !!employeeId,
  });
}

/** Reads an employee afresh (after someone else changed them). */
export function useRereadEmployee() {
  const queryClient = useQueryClient();
  return (id: string) =>
    queryClient.fetchQuery({
      ...employeeQueryOptions(id),
      retry: retryUnlessMissing,
      staleTime: 0,
    });
}

export interface SaveEmployeeInput {
  id: string;
  body: EmployeeUpdate;
  primaryManagerId: string | null;
  secondaryManagerId: string | null;
  /** The employee as the form loaded them (If-Match). */
  version?: string;
}

/**
 * Saves the Edit Employee panel: PUT /api/employees/{id} (teams as a set), then the manager
 * assignment through the managers calls (create, change or remove).
 */
async function saveEmployee({
  id,
  body,
  primaryManagerId,
  secondaryManagerId,
  version,
}: SaveEmployeeInput) {
  const params = { path: { id }, header: ifMatch(version) };
  const saved = (await apiClient.PUT('/api/employees/{id}', { params, body })).data!.data;
  const current = (await apiClient.GET('/api/employees/{id}/managers', path(id))).data!.data[0];
  const managers = { primaryManagerId: primaryManagerId ?? '', secondaryManagerId };
  if (current && !primaryManagerId) {
    await apiClient.DELETE('/api/employees/{id}/managers/{assignmentId}', {
      params: { path: { id, assignmentId: current.id } },
    });
  } else if (current && primaryManagerId) {
    const unchanged =
      current.primaryManagerId === primaryManagerId &&
      current.secondaryManagerId === secondaryManagerId;
    if (!unchanged) {
      await apiClient.PUT('/api/employees/{id}/managers/{assignmentId}', {
        params: { path: { id, assignmentId: current.id } },
        body: managers,
      });
    }
  } else if (primaryManagerId) {
    await apiClient.POST('/api/employees/{id}/managers', { ...path(id), body: managers });
  }
  return saved;
}

/** Saves an employee and their managers; employees, teams and accounts reload. */
export function useSaveEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmployee,
    onSuccess: () =>
      Promise.all(
        // Saving an employee changes the accounts' names and teams.
        [employeeKeys.all, teamKeys.all, userKeys.all, levelKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
