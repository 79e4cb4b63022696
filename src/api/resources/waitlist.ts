import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { WaitlistRequest } from '../schema-types.gen';

export type { WaitlistRequest } from '../schema-types.gen';

export async function joinWaitlist(body: WaitlistRequest) {
  const { data } = await apiClient.POST('/api/waitlist', { body });
  return data!.data;
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
