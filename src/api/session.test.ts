// @vitest-environment jsdom
// The session lives in window.localStorage (the rest of src/api runs in Node).
import { describe, expect, it, vi } from 'vitest';
import { UNAUTHORIZED_EVENT } from './middleware';
import {
  clearPasswordFlags,
  endSession,
  getSessionSnapshot,
  type LoginResult,
  startSession,
  subscribeSession,
  updateSessionUser,
} from './session';

const user = {
  id: 'usr_1',
  version: 'v1',
  firstName: 'Ada',
  lastName: 'Admin',
  name: 'Ada Admin',
  email: 'ada@example.com',
  role: 'admin',
  isActive: true,
  marketingConsent: false,
  primaryManagerId: null,
  secondaryManagerId: null,
  employeeId: null,
  employee: null,
  organizationId: 'org_1',
  temporaryPasswordExpiresAt: null,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
} satisfies LoginResult['user'];

const login = (flags: Partial<LoginResult> = {}): LoginResult => ({
  user,
  token: 'tok_1',
  requiresPasswordChange: false,
  isTemporaryPassword: false,
  ...flags,
});

describe('session store', () => {
  it('stores token, user as JSON and removes both password flags when they are false', () => {
    localStorage.setItem('requiresPasswordChange', 'true');
    localStorage.setItem('isTemporaryPassword', 'true');
    startSession(login());
    expect(localStorage.getItem('token')).toBe('tok_1');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    expect(localStorage.getItem('requiresPasswordChange')).toBeNull();
    expect(localStorage.getItem('isTemporaryPassword')).toBeNull();
  });

  it("stores the password flags as 'true' when set", () => {
    startSession(login({ requiresPasswordChange: true, isTemporaryPassword: true }));
    expect(localStorage.getItem('requiresPasswordChange')).toBe('true');
    expect(localStorage.getItem('isTemporaryPassword')).toBe('true');
    expect(getSessionSnapshot()).toMatchObject({
      requiresPasswordChange: true,
      isTemporaryPassword: true,
    });
  });

  it('clears the two flags after a forced change, keeping the session', () => {
    startSession(login({ requiresPasswordChange: true, isTemporaryPassword: true }));
    clearPasswordFlags();
    expect(localStorage.getItem('requiresPasswordChange')).toBeNull();
    expect(localStorage.getItem('isTemporaryPassword')).toBeNull();
    expect(getSessionSnapshot().token).toBe('tok_1');
  });

  it('removes all four keys on endSession', () => {
    startSession(login({ requiresPasswordChange: true, isTemporaryPassword: true }));
    endSession();
    for (const key of ['token', 'user', 'requiresPasswordChange', 'isTemporaryPassword']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(getSessionSnapshot()).toMatchObject({ user: null, token: null });
  });

  it('returns the same snapshot object until a stored key changes', () => {
    startSession(login());
    const first = getSessionSnapshot();
    expect(getSessionSnapshot()).toBe(first);
    updateSessionUser({ ...user, firstName: 'Ava' });
    const second = getSessionSnapshot();
    expect(second).not.toBe(first);
    expect(second.user?.firstName).toBe('Ava');
  });

  it('has no user when the stored user is not JSON or there is no token', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', '{nope');
    expect(getSessionSnapshot().user).toBeNull();
    localStorage.removeItem('token');
    localStorage.setItem('user', JSON.stringify(user));
    expect(getSessionSnapshot().user).toBeNull();
  });

  it('notifies subscribers on writes, on storage events of its keys and on a 401', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    startSession(login());
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    endSession();
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
