import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';

export type AdminSummary = components['schemas']['AdminSummary'];

/** GET /api/dashboard/admin-summary: counts computed by the server from real data. */
export function getAdminSummaryQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard', 'admin-summary'],
    queryFn: async () => (await apiClient.GET('/api/dashboard/admin-summary')).data!.data,
    staleTime: 0,
  });
}

export function useAdminSummary() {
  return useQuery(getAdminSummaryQueryOptions());
}
