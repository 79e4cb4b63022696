export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  requiresPasswordChange: 'requiresPasswordChange',
  isTemporaryPassword: 'isTemporaryPassword',
} as const;

export function getToken(): string | null {
  return window.localStorage.getItem(STORAGE_KEYS.token);
}

export function getStoredUser<TUser = unknown>(): TUser | null {
  const raw = window.localStorage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as TUser;
  } catch {
    return null;
  }
}

export function setStoredUser<TUser>(user: TUser): void {
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) window.localStorage.removeItem(key);
}
