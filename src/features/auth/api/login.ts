import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startSession } from '@/api/session';
import { login } from './login-call';

export { login, type LoginRequest } from './login-call';

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
