import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { unwrapList } from '@/api/unwrap';
import type { components } from '@/api/schema';

type User = components['schemas']['User'];
type ReviewStage = components['schemas']['ReviewStage'];

/** A choice of a step's select: a review stage or a user. */
export interface AssigneeOption {
  value: string;
  label: string;
}

/** Spec 02 §7: "GET /api/users: an array, or an empty list if the call is not ok." Only users with an employee record can approve. */
export function getApproverOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'approver-options'],
    queryFn: async (): Promise<AssigneeOption[]> => {
      try {
        const { data } = await apiClient.GET('/api/users');
        return unwrapList<User>(data)
          .filter((user) => user.isActive && user.employeeId)
          .map((user) => ({ value: user.id, label: `${user.firstName} ${user.lastName}`.trim() }));
      } catch {
        return [];
      }
    },
  });
}

/** Spec 02 §8: a failed review-stage fetch in the editor is only logged, and the list left empty. */
export function getStageOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['review-stages', 'options'],
    queryFn: async (): Promise<AssigneeOption[]> => {
      try {
        const { data } = await apiClient.GET('/api/review-stages');
        return unwrapList<ReviewStage>(data)
          .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
          .map((stage) => ({ value: stage.id, label: stage.name }));
      } catch (error) {
        console.error('Failed to fetch review stages', error);
        return [];
      }
    },
  });
}

export function useAssigneeOptions(type: 'reviewCycle' | 'approvalChain') {
  const users = useQuery({
    ...getApproverOptionsQueryOptions(),
    enabled: type === 'approvalChain',
  });
  const stages = useQuery({ ...getStageOptionsQueryOptions(), enabled: type === 'reviewCycle' });
  const query = type === 'approvalChain' ? users : stages;
  return { options: query.data ?? [], isLoading: query.isLoading };
}
