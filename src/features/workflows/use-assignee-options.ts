import { useQuery } from '@tanstack/react-query';
import { reviewStageOptionsQueryOptions } from '@/api/resources/review-stages';
import { approverOptionsQueryOptions } from '@/api/resources/users';

export interface AssigneeOption {
  value: string;
  label: string;
}

/** A review cycle's steps are review stages; an approval chain's are approving users. */
export function useAssigneeOptions(type: 'reviewCycle' | 'approvalChain') {
  const users = useQuery({
    ...approverOptionsQueryOptions(),
    enabled: type === 'approvalChain',
  });
  const stages = useQuery({
    ...reviewStageOptionsQueryOptions(),
    enabled: type === 'reviewCycle',
  });
  const query = type === 'approvalChain' ? users : stages;
  return { options: query.data ?? [], isLoading: query.isLoading };
}
