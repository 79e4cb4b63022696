import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { ifMatch } from '../if-match';
import { useInvalidate } from '../record-mutations';
import type { operations } from '../schema';
import { clearPasswordFlags, updateSessionUser } from '../session';
import { unwrapList } from '../unwrap';
import { dashboardKeys } from './dashboards';
import { employeeKeys } from './employees';
import { userKeys } from './users-keys';
import type {
  User,
  UserCreate,
  UserUpdate,
  ResetPasswordRequest,
  ProfileUpdate,
} from '../schema-types.gen';

export { userKeys } from './users-keys';

export type { User, UserCreate, UserUpdate, ResetPasswordRequest, ProfileUpdate };
type UsersQuery = operations['listUsers']['parameters']['query'];

const fetchUsers = async (query?: UsersQuery) =>
  unwrapList<User>((await apiClient.GET('/api/users', { params: { query } })).data);

export function usersQueryOptions(includeArchived = false) {
  return queryOptions({
    queryKey: userKeys.list(includeArchived),
    queryFn: () => fetchUsers({ includeArchived }),
  });
}

export function useUsers(includeArchived = false) {
  return useQuery(usersQueryOptions(includeArchived));
}

/** The organization's users (archived too), by name: the audit trail's Who filter. */
const toActors = (users: User[]) =>
  users.map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}` }));

export function useAuditActors() {
  return useQuery({ ...usersQueryOptions(true), select: toActors });
}

/** Spec 02 §7: "GET /api/users: an array, or an empty list if the call is not ok." Only users with an employee record can approve. */
export function approverOptionsQueryOptions() {
  return queryOptions({
    queryKey: userKeys.approverOptions(),
    queryFn: async (): Promise<{ value: string; label: string }[]> => {
      try {
        return (await fetchUsers())
          .filter((user) => user.isActive && user.employeeId)
          .map((user) => ({ value: user.id, label: `${user.firstName} ${user.lastName}`.trim() }));
      } catch {
        return [];
      }
    },
  });
}

/** Reads a user afresh (after someone else changed them): there is no single-user read. */
export function useRereadUser() {
  const queryClient = useQueryClient();
  return async (id: string) => {
    void queryClient.invalidateQueries({ queryKey: userKeys.all });
    const users = await queryClient.fetchQuery({ ...usersQueryOptions(true), staleTime: 0 });
    return users.find((u) => u.id === id) ?? null;
  };
}

/** Everything a user change can show elsewhere: the list, employee records, dashboard counts. */
const useInvalidateUsers = () => useInvalidate([userKeys.all, employeeKeys.all, dashboardKeys.all]);

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
      const params = { path: { id } };
      const { data } = isActive
        ? await apiClient.PUT('/api/users/{id}/reactivate', { params })
        : await apiClient.PUT('/api/users/{id}/deactivate', { params });
      return data!.data;
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

/** PUT /api/users/profile: the signed-in user's own account; `version`: as the form loaded it (If-Match). */
export async function updateProfile({ body, version }: { body: ProfileUpdate; version?: string }) {
  const params = { header: ifMatch(version) };
  const { data } = await apiClient.PUT('/api/users/profile', { params, body });
  return data!;
}

/** The stored user is replaced by the server's answer. */
export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile, onSuccess: updateSessionUser });
}

/**
 * The forced change after a temporary password: the new password alone (the contract accepts it
 * without the current password while the change is pending); both password flags then clear.
 */
export function useForcedPasswordChange() {
  return useMutation({
    mutationFn: (newPassword: string) => updateProfile({ body: { newPassword } }),
    onSuccess: (user) => {
      updateSessionUser(user);
      clearPasswordFlags();
    },
  });
}
