import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';

export type LoginRequest = components['schemas']['LoginRequest'];

export async function login(credentials: LoginRequest) {
  const { data } = await apiClient.POST('/api/auth/login', { body: credentials });
  return data!;
}
