// @vitest-environment jsdom
// The session lives in window.localStorage or sessionStorage (the rest of src/api runs in Node).
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

  it("reads this tab's session (sessionStorage) before the remembered one; clearing empties both", () => {
    localStorage.setItem(STORAGE_KEYS.token, 'kept');
    expect(getToken()).toBe('kept');
    sessionStorage.setItem(STORAGE_KEYS.token, 'tab');
    setStoredUser({ id: 7 });
    expect(getToken()).toBe('tab');
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.user)!)).toEqual({ id: 7 });
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    clearSession();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('ignores a corrupt stored user', () => {
    localStorage.setItem(STORAGE_KEYS.user, '{not json');
    expect(getStoredUser()).toBeNull();
  });
});
