import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/api/client';

export async function requestPasswordReset(email: string) {
  const { data } = await apiClient.POST('/api/auth/forgot-password', { body: { email } });
  return data!;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
