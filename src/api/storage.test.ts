// @vitest-environment jsdom
// The session lives in window.localStorage (the rest of src/api runs in Node).
import { describe, expect, it } from 'vitest';
import { clearSession, getStoredUser, getToken, setStoredUser, STORAGE_KEYS } from './storage';

describe('session storage', () => {
  it('stores and clears the four keys', () => {
    for (const key of Object.values(STORAGE_KEYS)) localStorage.setItem(key, 'true');
    localStorage.setItem(STORAGE_KEYS.token, 't');
    setStoredUser({ id: 5 });
    expect(getToken()).toBe('t');
    expect(getStoredUser()).toEqual({ id: 5 });

    clearSession();
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('ignores a corrupt stored user', () => {
    localStorage.setItem(STORAGE_KEYS.user, '{not json');
    expect(getStoredUser()).toBeNull();
  });
});
