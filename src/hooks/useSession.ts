import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { UNAUTHORIZED_EVENT } from '@/api/middleware';
import { logout, readSessionUser } from '@/api/resources/auth';
import {
  endSession,
  getSessionSnapshot,
  type SessionSnapshot,
  type SessionUser,
  subscribeSession,
} from '@/api/session';
import { sessionStore, STORAGE_KEYS } from '@/api/storage';
import { paths } from '@/config/paths';

/** Spec 01 §9: "Session validation delay 100 ms." */
export const SESSION_VALIDATION_DELAY_MS = 100;

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot, getSessionSnapshot);
}

/**
 * Empties the cache, goes to /auth and empties it again: a page still mounted until the navigation
 * finishes may have put its queries back.
 */
async function leaveForSignIn(queryClient: QueryClient, navigate: NavigateFunction): Promise<void> {
  queryClient.clear();
  await navigate(paths.auth.login.getHref(), { replace: true });
  queryClient.clear();
}

/** Spec 01 §4: logout calls the API (its failure ignored), removes the stored keys and goes to /auth. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The token is dropped locally either way.
    }
    endSession();
    await leaveForSignIn(queryClient, navigate);
  }, [navigate, queryClient]);
}

export async function validateSession(): Promise<void> {
  try {
    await readSessionUser();
  } catch (error) {
    console.error('Session validation failed', error);
  }
}

let validatedToken: string | null = null;

/**
 * Spec 01 §4: validate 100 ms after a protected page mounts, on window focus and when the tab becomes
 * visible. Returns false until the first validation of this token has finished (the guard's spinner).
 */
export function useSessionValidation(token: string | null): boolean {
  const [checkedToken, setCheckedToken] = useState(validatedToken);

  useEffect(() => {
    if (!token) return undefined;
    const timer = window.setTimeout(() => {
      void validateSession().then(() => {
        validatedToken = token;
        setCheckedToken(token);
      });
    }, SESSION_VALIDATION_DELAY_MS);
    const handleFocus = () => void validateSession();
    const handleVisibility = () => {
      if (document.visibilityState === 'visible') void validateSession();
    };
    window.addEventListener('focus', handleFocus);
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('focus', handleFocus);
      document.removeEventListener('visibilitychange', handleVisibility);
    };
  }, [token]);

  return token !== null && (checkedToken === token || validatedToken === token);
}

function userIdOf(raw: string | null): string | null {
  if (!raw) return null;
  try {
    return (JSON.parse(raw) as Partial<SessionUser>).id ?? null;
  } catch {
    return null;
  }
}

/** True when another tab signed out, signed in or switched user (a profile edit of the same user is not). */
export function isForeignSessionChange(
  event: Pick<StorageEvent, 'key' | 'oldValue' | 'newValue'>,
): boolean {
  if (event.key === null) return true;
  if (event.key === STORAGE_KEYS.token) return event.oldValue !== event.newValue;
  if (event.key === STORAGE_KEYS.user) return userIdOf(event.oldValue) !== userIdOf(event.newValue);
  return false;
}

/**
 * Spec 01 §4: a 401 or another tab changing the stored session clears this tab's session (and its
 * cached server data, so nothing of the previous user stays) and goes to /auth. Only a remembered
 * session is shared by the tabs; one kept in this tab's sessionStorage is left alone.
 */
export function useSessionEvents(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    const leave = () => void leaveForSignIn(queryClient, navigate);
    const handleStorage = (event: StorageEvent) => {
      // A session kept in this tab alone (not remembered) is no other tab's to end.
      const shared = sessionStore() === window.localStorage;
      if (event.storageArea === window.localStorage && shared && isForeignSessionChange(event))
        leave();
    };
    window.addEventListener(UNAUTHORIZED_EVENT, leave);
    window.addEventListener('storage', handleStorage);
    return () => {
      window.removeEventListener(UNAUTHORIZED_EVENT, leave);
      window.removeEventListener('storage', handleStorage);
    };
  }, [navigate, queryClient]);
}
