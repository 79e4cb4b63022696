import type { QueryClient } from '@tanstack/react-query';
import { startSession } from '@/api/session';
import { clearQueryCache } from '@/api/query-cache';
import { login, type LoginRequest } from '@/api/resources/auth';

/**
 * Signs in and stores the session (kept across browser restarts only with `remember`: "Remember
 * me"); the query cache is emptied first so no previous user's data survives. Plain async (no
 * TanStack Query): the sign-in page loads without it.
 */
export async function signIn(
  credentials: LoginRequest,
  contextClient?: Pick<QueryClient, 'clear'> | null,
  { remember = false } = {},
) {
  const result = await login(credentials);
  clearQueryCache(contextClient);
  startSession(result, { remember });
  return result;
}
