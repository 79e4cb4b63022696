import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';
import { unwrapList } from '@/api/unwrap';

export type CompensationType = components['schemas']['CompensationType'];
export type CompensationHistoryEntry = components['schemas']['CompensationHistoryEntry'];

/** Spec 02 §7: GET /api/compensation/types: {data: types}. */
export function getCompensationTypesQueryOptions() {
  return queryOptions({
    queryKey: ['review-cycles', 'stage-config', 'compensation-types'],
    queryFn: async (): Promise<CompensationType[]> => {
      const { data } = await apiClient.GET('/api/compensation/types');
      return unwrapList(data);
    },
  });
}

export function useCompensationTypes(enabled: boolean) {
  return useQuery({ ...getCompensationTypesQueryOptions(), enabled });
}

/** Spec 02 §7: GET /api/employees/{id}/compensation-history (current values per type). */
export function getCompensationHistoryQueryOptions(employeeId: string) {
  return queryOptions({
    queryKey: ['employees', employeeId, 'compensation-history'],
    queryFn: async (): Promise<CompensationHistoryEntry[]> => {
      const { data } = await apiClient.GET('/api/employees/{id}/compensation-history', {
        params: { path: { id: employeeId } },
      });
      return unwrapList(data);
    },
  });
}

export function useCompensationHistory(employeeId: string, enabled: boolean) {
  return useQuery({ ...getCompensationHistoryQueryOptions(employeeId), enabled });
}
