import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { landingPages, renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import {
  isForeignSessionChange,
  useSession,
  useSessionEvents,
  useSessionValidation,
} from './useSession';

function Probe() {
  const { user, token } = useSession();
  const validated = useSessionValidation(token);
  useSessionEvents();
  return (
    <div>
      <p>user: {user?.email ?? 'none'}</p>
      <p>validated: {String(validated)}</p>
    </div>
  );
}

function countRequests(method: string, path: string) {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && new URL(request.url).pathname === path) seen.push(path);
  };
  server.events.on('request:start', listener);
  return {
    get count() {
      return seen.length;
    },
  };
}

const renderProbe = () => renderRoute(<Probe />, { path: '/admin', routes: landingPages('/auth') });

describe('useSession', () => {
  it('validates the session 100 ms after mounting, then on focus and when the tab becomes visible', async () => {
    await signInAs('admin');
    const calls = countRequests('GET', '/api/auth/validate-session');
    renderProbe();
    expect(screen.getByText('validated: false')).toBeInTheDocument();
    expect(calls.count).toBe(0);
    await screen.findByText('validated: true');
    expect(calls.count).toBe(1);

    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(calls.count).toBe(2));

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(calls.count).toBe(3));
  });

  it('waits 100 ms before validating', async () => {
    await signInAs('manager');
    const calls = countRequests('GET', '/api/auth/validate-session');
    renderProbe();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(calls.count).toBe(0);
    await waitFor(() => expect(calls.count).toBe(1));
  });

  it('only logs a failed validation and keeps the session', async () => {
    await signInAs('employee');
    server.use(
      http.get('*/api/auth/validate-session', () =>
        HttpResponse.json({ error: 'Unauthorized' }, { status: 401 }),
      ),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderProbe();
    await screen.findByText('validated: true');
    expect(logged).toHaveBeenCalledWith('Session validation failed', expect.anything());
    expect(router.state.location.pathname).toBe('/admin');
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('another tab editing the same user profile does not sign this tab out', async () => {
    const { user } = await signInAs('admin');
    const { router } = renderProbe();
    await screen.findByText('validated: true');
    const oldValue = localStorage.getItem('user');
    const newValue = JSON.stringify({ ...user, firstName: 'Renamed' });
    act(() => {
      localStorage.setItem('user', newValue);
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'user', oldValue, newValue, storageArea: localStorage }),
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe('/admin');
  });
});

describe('tabs and "Remember me"', () => {
  /** Another tab signing out: the shared (remembered) session removed from localStorage. */
  function anotherTabSignsOut() {
    const oldValue = localStorage.getItem('token');
    act(() => {
      localStorage.removeItem('token');
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'token', oldValue, storageArea: localStorage }),
      );
    });
  }

  it('a remembered session: another tab signing out signs this tab out', async () => {
    await signInAs('admin', { remember: true });
    const { router } = renderProbe();
    await screen.findByText('validated: true');
    anotherTabSignsOut();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it("a session of this tab only (not remembered) is no other tab's to end", async () => {
    localStorage.setItem('token', 'tok_of_another_tab');
    await signInAs('admin', { remember: false });
    // Signing in here replaced the session this browser remembered.
    expect(localStorage.getItem('token')).toBeNull();
    localStorage.setItem('token', 'tok_of_another_tab');
    const { router } = renderProbe();
    await screen.findByText('validated: true');
    anotherTabSignsOut();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.getByText('user: admin@meritly.demo')).toBeInTheDocument();
  });
});

describe('isForeignSessionChange', () => {
  const user = (id: string) => JSON.stringify({ id, firstName: 'A' });
  it.each([
    [{ key: null, oldValue: null, newValue: null }, true],
    [{ key: 'token', oldValue: 'a', newValue: null }, true],
    [{ key: 'token', oldValue: null, newValue: 'b' }, true],
    [{ key: 'token', oldValue: 'a', newValue: 'a' }, false],
    [{ key: 'user', oldValue: user('1'), newValue: null }, true],
    [{ key: 'user', oldValue: user('1'), newValue: user('2') }, true],
    [{ key: 'user', oldValue: user('1'), newValue: user('1') }, false],
    [{ key: 'requiresPasswordChange', oldValue: null, newValue: 'true' }, false],
  ])('%o -> %s', (event, expected) => {
    expect(isForeignSessionChange(event)).toBe(expected);
  });
});
