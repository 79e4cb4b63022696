import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { startSession } from '../session';
import type { LoginRequest, RegisterRequest } from '../schema-types.gen';

/**
 * The Auth tag. Its calls are plain async functions too: the sign-in page and the session checks
 * run them without TanStack Query.
 */

export type { LoginRequest, RegisterRequest } from '../schema-types.gen';

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

export async function logout() {
  await apiClient.POST('/api/auth/logout');
}

/** The signed-in user as the server holds them now; null when there is no session. */
export async function readSessionUser() {
  const { data } = await apiClient.GET('/api/auth/validate-session');
  return data?.user ?? null;
}

export async function register(body: RegisterRequest) {
  const { data } = await apiClient.POST('/api/auth/register', { body });
  return data!;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

export async function requestPasswordReset(email: string) {
  const { data } = await apiClient.POST('/api/auth/forgot-password', { body: { email } });
  return data!;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
