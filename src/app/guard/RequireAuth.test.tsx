import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UNAUTHORIZED_EVENT } from '@/api/middleware';
import { useLogout } from '@/hooks/useSession';
import { server } from '@mocks/node';
import { landingPages, renderRoute } from '@/test/render-route';
import { giveTemporaryPassword, signInAs } from '@/test/sign-in';
import { dashboardKeys, myReviewsQueryOptions } from '@/api/resources/dashboards';
import { startSession, type LoginResult } from '@/api/session';
import { DEMO_EMPLOYEE } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { recordRequests } from '@/test/sent-requests';
import { RequireAuth } from './RequireAuth';

const ui = userEvent.setup({ delay: null });
const requests = recordRequests();

/** In the document and not hidden (the guard may render a page hidden while it checks). */
function isShown(element: HTMLElement | null): boolean {
  for (let node = element; node; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none') return false;
  }
  return element !== null;
}

function ForcedChangeProbe() {
  const state = useLocation().state as { forcePasswordChange?: boolean; user?: { email: string } };
  return (
    <p>
      forced: {String(state?.forcePasswordChange)} {state?.user?.email}
    </p>
  );
}

function SalaryPage() {
  const logout = useLogout();
  const salary = useQuery({ queryKey: dashboardKeys.myCompensation(), queryFn: () => 123_456 });
  return (
    <div>
      <p>salary: {salary.data ?? '-'}</p>
      <button onClick={() => void logout()}>Logout</button>
    </div>
  );
}

/** A protected page as the app has it: inside the guard, which unmounts it when the session goes. */
const renderGuardedPage = () =>
  renderRoute(
    <RequireAuth>
      <SalaryPage />
    </RequireAuth>,
    { path: '/admin', routes: landingPages('/auth') },
  );

function countRequests(method: string, path: string) {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === path) seen.push(path);
  });
  return {
    get count() {
      return seen.length;
    },
  };
}

const pages = [
  { path: '/auth', element: <h1>Sign-in page</h1> },
  { path: '/auth/forgot-password', element: <ForcedChangeProbe /> },
];

describe('RequireAuth', { timeout: 20_000 }, () => {
  it('redirects to /auth without a user', async () => {
    const { router } = renderRoute(
      <RequireAuth>
        <p>secret</p>
      </RequireAuth>,
      { path: '/admin', routes: pages },
    );
    await screen.findByText('Sign-in page');
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('shows a spinner until the session is validated, then the page', async () => {
    await signInAs('admin');
    renderRoute(
      <RequireAuth>
        <p>secret</p>
      </RequireAuth>,
      { path: '/admin', routes: pages },
    );
    expect(screen.getByRole('progressbar', { name: 'Checking your session' })).toBeInTheDocument();
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
    expect(await screen.findByText('secret')).toBeInTheDocument();
  });

  describe('with a frame (the shell)', () => {
    const mounts = { count: 0 };
    function Frame({ children }: { children: ReactNode }) {
      // Counted once per mount, so a remount between the spinner and the page shows.
      useState(() => (mounts.count += 1));
      return (
        <div>
          <nav aria-label="Shell">sidebar</nav>
          <main>{children}</main>
        </div>
      );
    }

    it('shows the frame at once with the spinner inside, then the page in the same frame', async () => {
      await signInAs('admin');
      mounts.count = 0;
      renderRoute(
        <RequireAuth frame={Frame}>
          <p>secret</p>
        </RequireAuth>,
        { path: '/admin', routes: pages },
      );
      expect(screen.getByRole('navigation', { name: 'Shell' })).toBeInTheDocument();
      expect(
        within(screen.getByRole('main')).getByRole('progressbar', {
          name: 'Checking your session',
        }),
      ).toBeInTheDocument();
      // The page may be rendered hidden behind the spinner meanwhile, never shown.
      expect(isShown(screen.queryByText('secret'))).toBe(false);
      await waitFor(() => expect(isShown(screen.queryByText('secret'))).toBe(true));
      expect(within(screen.getByRole('main')).getByText('secret')).toBeVisible();
      expect(
        screen.queryByRole('progressbar', { name: 'Checking your session' }),
      ).not.toBeInTheDocument();
      expect(mounts.count).toBe(1);
    });

    it('starts none of the page’s calls before the session is validated', async () => {
      await signInAs('admin');
      requests.clear();
      function CallingPage() {
        const reviews = useQuery(myReviewsQueryOptions());
        return <p>reviews: {reviews.status}</p>;
      }
      renderRoute(
        <RequireAuth frame={Frame}>
          <CallingPage />
        </RequireAuth>,
        { path: '/admin', routes: pages },
      );
      await waitFor(() => expect(isShown(screen.queryByText('reviews: success'))).toBe(true));
      const asked = (await requests.sent()).map((request) => request.operationId);
      expect(asked).toEqual(['validateSession', 'listMyReviews']);
    });

    it('shows no frame to a user who must change the password, only the spinner', async () => {
      const { user } = await signInAs('manager');
      localStorage.setItem('requiresPasswordChange', 'true');
      renderRoute(
        <RequireAuth frame={Frame}>
          <p>secret</p>
        </RequireAuth>,
        { path: '/dashboard', routes: pages },
      );
      expect(
        screen.getByRole('progressbar', { name: 'Checking your session' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Shell' })).not.toBeInTheDocument();
      expect(await screen.findByText(`forced: true ${user.email}`)).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Shell' })).not.toBeInTheDocument();
    });

    it('shows no frame without a user', async () => {
      renderRoute(
        <RequireAuth frame={Frame}>
          <p>secret</p>
        </RequireAuth>,
        { path: '/admin', routes: pages },
      );
      await screen.findByText('Sign-in page');
      expect(screen.queryByRole('navigation', { name: 'Shell' })).not.toBeInTheDocument();
    });
  });

  it("shows 'Access Denied' with the required roles and the user's role", async () => {
    await signInAs('employee');
    renderRoute(
      <RequireAuth roles={['admin', 'manager']}>
        <p>secret</p>
      </RequireAuth>,
      { path: '/admin/users', routes: pages },
    );
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(
      screen.getByText('Required roles: admin, manager. Your role: employee.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('lets an allowed role through', async () => {
    await signInAs('manager');
    renderRoute(
      <RequireAuth roles={['admin', 'manager']}>
        <p>secret</p>
      </RequireAuth>,
      { path: '/manager/team', routes: pages },
    );
    expect(await screen.findByText('secret')).toBeInTheDocument();
  });

  it('sends a user who must change the password to the forced-change screen', async () => {
    const { user } = await signInAs('manager');
    localStorage.setItem('requiresPasswordChange', 'true');
    const { router } = renderRoute(
      <RequireAuth>
        <p>secret</p>
      </RequireAuth>,
      { path: '/dashboard', routes: pages },
    );
    expect(await screen.findByText(`forced: true ${user.email}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/forgot-password');
  });

  it("sends the user to the forced-change screen when the server answers 403 'password_change_required'", async () => {
    const temporary = await giveTemporaryPassword('employee');
    const { body } = await callApi<LoginResult>('post', '/api/auth/login', {
      body: { email: DEMO_EMPLOYEE.email, password: temporary },
    });
    startSession({ ...body, requiresPasswordChange: false });
    function ReviewsPage() {
      const reviews = useQuery({ ...myReviewsQueryOptions(), retry: false });
      return <p>reviews: {reviews.status}</p>;
    }
    const { router } = renderRoute(
      <RequireAuth>
        <ReviewsPage />
      </RequireAuth>,
      { path: '/dashboard', routes: pages },
    );
    expect(await screen.findByText(`forced: true ${DEMO_EMPLOYEE.email}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/forgot-password');
    expect(localStorage.getItem('requiresPasswordChange')).toBe('true');
  });

  describe('leaving the session', () => {
    it('logout calls the API, removes the four keys, empties the cache and goes to /auth', async () => {
      const { token } = await signInAs('admin');
      localStorage.setItem('isTemporaryPassword', 'true');
      const calls = countRequests('POST', '/api/auth/logout');
      const { router, queryClient } = renderGuardedPage();
      await screen.findByText('salary: 123456');
      await ui.click(screen.getByRole('button', { name: 'Logout' }));
      await screen.findByText('Page /auth');
      expect(calls.count).toBe(1);
      for (const key of ['token', 'user', 'requiresPasswordChange', 'isTemporaryPassword']) {
        expect(localStorage.getItem(key)).toBeNull();
      }
      await waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(0));
      expect(router.state.location.pathname).toBe('/auth');
      // The token is revoked on the server.
      const check = await fetch(new URL('/api/auth/validate-session', location.origin), {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(check.status).toBe(401);
    });

    it('logs out locally even when the logout call fails', async () => {
      await signInAs('admin');
      server.use(http.post('*/api/auth/logout', () => HttpResponse.error()));
      renderGuardedPage();
      await ui.click(await screen.findByRole('button', { name: 'Logout' }));
      await screen.findByText('Page /auth');
      expect(localStorage.getItem('token')).toBeNull();
    });

    it('a 401 empties the cache and goes to /auth', async () => {
      await signInAs('admin');
      const { router, queryClient } = renderGuardedPage();
      await screen.findByText('salary: 123456');
      act(() => {
        localStorage.clear();
        window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT));
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
      await waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(0));
    });

    it('another tab signing out clears this tab and goes to /auth', async () => {
      await signInAs('admin');
      const { router, queryClient } = renderGuardedPage();
      await screen.findByText('salary: 123456');
      const oldValue = localStorage.getItem('token');
      act(() => {
        localStorage.removeItem('token');
        window.dispatchEvent(
          new StorageEvent('storage', {
            key: 'token',
            oldValue,
            newValue: null,
            storageArea: localStorage,
          }),
        );
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
      await waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(0));
    });
  });
});
