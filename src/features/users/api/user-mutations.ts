import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { ifMatch } from '@/api/if-match';
import type { components } from '@/api/schema';
import { USERS_QUERY_KEY } from './users';

export type UserCreate = components['schemas']['UserCreate'];
export type UserUpdate = components['schemas']['UserUpdate'];
export type ResetPasswordRequest = components['schemas']['ResetPasswordRequest'];

/** Everything a user change can show elsewhere: the list, employee records, dashboard counts. */
function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ['employees'] }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async (body: UserCreate) => (await apiClient.POST('/api/users', { body })).data!,
    onSuccess: invalidate,
  });
}

export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async ({ id, body, version }: { id: string; body: UserUpdate; version?: string }) =>
      (
        await apiClient.PUT('/api/users/{id}', {
          params: { path: { id }, header: ifMatch(version) },
          body,
        })
      ).data!,
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiClient.DELETE('/api/users/{id}', { params: { path: { id } } });
    },
    onSuccess: invalidate,
  });
}

/** Archive (deactivate) or restore (reactivate) a user. */
export function useSetUserActive() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async ({ id, isActive }: { id: string; isActive: boolean }) => {
      const path = isActive ? '/api/users/{id}/reactivate' : '/api/users/{id}/deactivate';
      return (await apiClient.PUT(path, { params: { path: { id } } })).data!.data;
    },
    onSuccess: invalidate,
  });
}

export function useResetUserPassword() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: ResetPasswordRequest }) =>
      (await apiClient.PUT('/api/users/{id}/reset-password', { params: { path: { id } }, body }))
        .data!.data,
    onSuccess: invalidate,
  });
}
