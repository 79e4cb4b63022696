import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { clearPasswordFlags, updateSessionUser } from '@/api/session';

/**
 * The forced change after a temporary password: PUT /api/users/profile with the new password alone
 * (the contract accepts it without the current password while the change is pending).
 */
export async function changeForcedPassword(newPassword: string) {
  const { data } = await apiClient.PUT('/api/users/profile', { body: { newPassword } });
  return data!;
}

export function useForcedPasswordChange() {
  return useMutation({
    mutationFn: changeForcedPassword,
    onSuccess: (user) => {
      updateSessionUser(user);
      clearPasswordFlags();
    },
  });
}
