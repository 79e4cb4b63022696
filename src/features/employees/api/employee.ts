import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { ApiError } from '@/api/errors';
import { ifMatch } from '@/api/if-match';
import { employeeKeys } from '@/api/resources/employees';
import type { components } from '@/api/schema';

export type { Employee } from '@/api/resources/employees';
export type EmployeeUpdate = components['schemas']['EmployeeUpdate'];
export type CompensationEntry = components['schemas']['CompensationHistoryEntry'];
export type PerformanceEntry = components['schemas']['PerformanceHistoryEntry'];
export type ManagerAssignment = components['schemas']['ManagerAssignment'];

export const EMPLOYEES_QUERY_KEY = employeeKeys.all;

const path = (id: string) => ({ params: { path: { id } } });

/** A missing record stays missing: show the notice at once instead of retrying. */
const retryUnlessMissing = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 404) && failureCount < 2;

export function getEmployeeQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...EMPLOYEES_QUERY_KEY, id],
    queryFn: async () => (await apiClient.GET('/api/employees/{id}', path(id))).data!.data,
    retry: retryUnlessMissing,
  });
}

export function useEmployee(id: string) {
  return useQuery(getEmployeeQueryOptions(id));
}

export function getCompensationHistoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...EMPLOYEES_QUERY_KEY, id, 'compensation-history'],
    queryFn: async () =>
      (await apiClient.GET('/api/employees/{id}/compensation-history', path(id))).data!.data,
    retry: retryUnlessMissing,
  });
}

export function useCompensationHistory(id: string) {
  return useQuery(getCompensationHistoryQueryOptions(id));
}

export function getPerformanceHistoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...EMPLOYEES_QUERY_KEY, id, 'performance-history'],
    queryFn: async () =>
      (await apiClient.GET('/api/employees/{id}/performance-history', path(id))).data!.data,
    retry: retryUnlessMissing,
  });
}

export function usePerformanceHistory(id: string) {
  return useQuery(getPerformanceHistoryQueryOptions(id));
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

/** Reads an employee afresh (after someone else changed them). */
export function useRereadEmployee() {
  const queryClient = useQueryClient();
  return (id: string) => queryClient.fetchQuery({ ...getEmployeeQueryOptions(id), staleTime: 0 });
}

export function useSaveEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmployee,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: EMPLOYEES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['teams'] }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]),
  });
}
