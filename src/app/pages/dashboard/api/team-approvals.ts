import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';
import { unwrapList } from '@/api/unwrap';

export type PendingApproval = components['schemas']['PendingApproval'];

/** GET /api/review-cycles/pending-approvals: for a manager, the steps awaiting them. */
export function getTeamApprovalsQueryOptions() {
  return queryOptions({
    queryKey: ['review-cycles', 'pending-approvals'],
    queryFn: async () => {
      const { data } = await apiClient.GET('/api/review-cycles/pending-approvals');
      return unwrapList<PendingApproval>(data);
    },
    staleTime: 0,
  });
}

export function useTeamApprovals() {
  return useQuery(getTeamApprovalsQueryOptions());
}
