import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';
import { startSession } from '@/api/session';

export type LoginRequest = components['schemas']['LoginRequest'];

export async function login(credentials: LoginRequest) {
  const { data } = await apiClient.POST('/api/auth/login', { body: credentials });
  return data!;
}

/** Signs in and stores the session; the cache is emptied so no previous user's data survives. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      queryClient.clear();
      startSession(result);
    },
  });
}
