// @vitest-environment jsdom
// The session lives in window.localStorage (the rest of src/api runs in Node).
import { describe, expect, it } from 'vitest';
import {
  clearSession,
  getStoredFlag,
  getStoredUser,
  getToken,
  setSession,
  STORAGE_KEYS,
} from './storage';

describe('session storage', () => {
  it('stores and clears the four keys', () => {
    setSession({ token: 't', user: { id: 5 }, requiresPasswordChange: true });
    expect(getToken()).toBe('t');
    expect(getStoredUser()).toEqual({ id: 5 });
    expect(getStoredFlag('requiresPasswordChange')).toBe(true);
    expect(getStoredFlag('isTemporaryPassword')).toBe(false);

    clearSession();
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('ignores a corrupt stored user', () => {
    localStorage.setItem(STORAGE_KEYS.user, '{not json');
    expect(getStoredUser()).toBeNull();
  });
});
