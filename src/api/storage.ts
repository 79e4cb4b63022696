export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  requiresPasswordChange: 'requiresPasswordChange',
  isTemporaryPassword: 'isTemporaryPassword',
} as const;

/**
 * Where this tab's session lives: sessionStorage after a sign-in without "Remember me" (it ends
 * with the browser and stays this tab's), else localStorage (kept, and shared by every tab).
 */
export function sessionStore(): Storage {
  return window.sessionStorage.getItem(STORAGE_KEYS.token) !== null
    ? window.sessionStorage
    : window.localStorage;
}

/** The store a new session is written to (the other one is emptied first). */
export function storeFor(remember: boolean): Storage {
  return remember ? window.localStorage : window.sessionStorage;
}

export function getToken(): string | null {
  return sessionStore().getItem(STORAGE_KEYS.token);
}

export function getStoredUser<TUser = unknown>(): TUser | null {
  const raw = sessionStore().getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as TUser;
  } catch {
    return null;
  }
}

export function setStoredUser<TUser>(user: TUser): void {
  sessionStore().setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/** Removes the session from both stores: signing out leaves no remembered session behind. */
export function clearSession(): void {
  for (const store of [window.localStorage, window.sessionStorage])
    for (const key of Object.values(STORAGE_KEYS)) store.removeItem(key);
}
