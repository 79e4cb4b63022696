import { PASSWORD_CHANGE_REQUIRED_EVENT, UNAUTHORIZED_EVENT } from './middleware';
import {
  clearSession,
  getStoredUser,
  getToken,
  sessionStore,
  setStoredUser,
  STORAGE_KEYS,
  storeFor,
} from './storage';
import type { User as SessionUser, LoginResponse as LoginResult } from './schema-types.gen';

export type { User as SessionUser, LoginResponse as LoginResult } from './schema-types.gen';

export type SessionSnapshot = {
  user: SessionUser | null;
  token: string | null;
  requiresPasswordChange: boolean;
  isTemporaryPassword: boolean;
};

const listeners = new Set<() => void>();
let cache: { key: string; snapshot: SessionSnapshot } | null = null;

function rawKey(): string {
  const store = sessionStore();
  const values = Object.values(STORAGE_KEYS).map((key) => store.getItem(key) ?? '');
  return [store === window.sessionStorage ? 'tab' : 'kept', ...values].join('\u0000');
}

/** The stored session; the same object until a stored key changes (useSyncExternalStore needs that). */
export function getSessionSnapshot(): SessionSnapshot {
  const key = rawKey();
  if (cache?.key === key) return cache.snapshot;
  const token = getToken();
  const user = token ? getStoredUser<SessionUser>() : null;
  const snapshot: SessionSnapshot = {
    user,
    token: user ? token : null,
    requiresPasswordChange: sessionStore().getItem(STORAGE_KEYS.requiresPasswordChange) === 'true',
    isTemporaryPassword: sessionStore().getItem(STORAGE_KEYS.isTemporaryPassword) === 'true',
  };
  cache = { key, snapshot };
  return snapshot;
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

function handleStorage(event: StorageEvent): void {
  if (event.key === null || (Object.values(STORAGE_KEYS) as string[]).includes(event.key)) notify();
}

/** Subscribes to session changes: this tab's writes, other tabs' writes and the client's 401 handling. */
export function subscribeSession(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('storage', handleStorage);
    window.addEventListener(UNAUTHORIZED_EVENT, notify);
    window.addEventListener(PASSWORD_CHANGE_REQUIRED_EVENT, notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('storage', handleStorage);
      window.removeEventListener(UNAUTHORIZED_EVENT, notify);
      window.removeEventListener(PASSWORD_CHANGE_REQUIRED_EVENT, notify);
    }
  };
}

function setFlag(key: 'requiresPasswordChange' | 'isTemporaryPassword', on: boolean): void {
  if (on) sessionStore().setItem(STORAGE_KEYS[key], 'true');
  else sessionStore().removeItem(STORAGE_KEYS[key]);
}

/**
 * Spec 01 §4: on login store user and token; the two password flags are 'true' when set, removed
 * otherwise. `remember` false ("Remember me" unticked): in sessionStorage, so the session ends
 * with the browser; true: in localStorage, kept and shared with the other tabs.
 */
export function startSession(result: LoginResult, { remember = true } = {}): void {
  clearSession();
  storeFor(remember).setItem(STORAGE_KEYS.token, result.token);
  setStoredUser(result.user);
  setFlag('requiresPasswordChange', result.requiresPasswordChange);
  setFlag('isTemporaryPassword', result.isTemporaryPassword);
  notify();
}

export function updateSessionUser(user: SessionUser): void {
  setStoredUser(user);
  notify();
}

/** Spec 01 §4: a completed forced change clears both password flags. */
export function clearPasswordFlags(): void {
  setFlag('requiresPasswordChange', false);
  setFlag('isTemporaryPassword', false);
  notify();
}

/** Spec 01 §4: logout removes all four stored keys. */
export function endSession(): void {
  clearSession();
  notify();
}
