import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_EMPLOYEE, DEMO_MANAGER, DEMO_PASSWORD } from '@mocks/seed/accounts';
import { server } from '@mocks/node';
import { callApi } from '@mocks/test/api';
import { landingPages, renderRoute } from '@/test/render-route';
import { giveTemporaryPassword } from '@/test/sign-in';
import SignInRoute from './SignInRoute';

const ui = userEvent.setup({ delay: null });

function ForcedChangeProbe() {
  const state = useLocation().state as { forcePasswordChange?: boolean; user?: { email: string } };
  return <p>{`forced change: ${String(state?.forcePasswordChange)} for ${state?.user?.email}`}</p>;
}

function renderSignIn() {
  return renderRoute(<SignInRoute />, {
    path: '/auth',
    routes: [
      ...landingPages('/admin', '/dashboard', '/auth/register'),
      { path: '/auth/forgot-password', element: <ForcedChangeProbe /> },
    ],
  });
}

async function fillAndSubmit(email: string, password: string) {
  if (email) await ui.type(screen.getByLabelText('Email'), email);
  if (password) await ui.type(screen.getByLabelText('Password'), password);
  await ui.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInRoute', { timeout: 20_000 }, () => {
  it('has the tagline, copyright, Remember me, Forgot password? and Sign up', () => {
    renderSignIn();
    expect(
      screen.getByText("Finally. Compensation review software that doesn't suck."),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/© \d{4} Meritly\. All rights reserved\./).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/register');
    expect(document.title).toBe('Meritly — Sign In');
  });

  it.each([
    ['', ''],
    ['admin@meritly.demo', ''],
    ['', 'secret'],
  ])("requires email and password (email '%s', password '%s')", async (email, password) => {
    renderSignIn();
    await fillAndSubmit(email, password);
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Login Error:');
    expect(box).toHaveTextContent('Email and password are required');
  });

  it("stops input at the contract's limits: email 254, password 128", async () => {
    renderSignIn();
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    // Pasted, not typed key by key: the field's maxLength cuts a paste as it cuts typing, and one
    // input event per value keeps the test's time independent of the machine's load.
    await ui.click(email);
    await ui.paste(`${'a'.repeat(250)}@x.io`);
    await ui.click(password);
    await ui.paste('p'.repeat(130));
    expect((email as HTMLInputElement).value).toHaveLength(254);
    expect((password as HTMLInputElement).value).toHaveLength(128);
  });

  it("shows 'Signing in...' while busy and clears the earlier error", async () => {
    // The answer waits for the test: the busy state is looked at while it lasts, however slow
    // the machine.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/api/auth/login', async () => {
        await answered;
        return HttpResponse.json({ error: 'Invalid email or password' }, { status: 401 });
      }),
    );
    renderSignIn();
    await fillAndSubmit('', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email and password are required');
    await fillAndSubmit('admin@meritly.demo', 'wrong');
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it("shows the server's message in the 'Login Error:' box for a wrong password", async () => {
    const { router } = renderSignIn();
    await fillAndSubmit('admin@meritly.demo', 'Wrong!Pass1');
    const box = await screen.findByRole('alert');
    expect(within(box).getByText('Login Error:')).toBeInTheDocument();
    expect(box).toHaveTextContent('Invalid email or password');
    expect(router.state.location.pathname).toBe('/auth');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('tells a user locked out after 10 wrong passwords when to try again, even with the right one', async () => {
    for (let i = 0; i < 10; i++) {
      await callApi('post', '/api/auth/login', {
        body: { email: DEMO_EMPLOYEE.email, password: 'Wrong!Pass1' },
      });
    }
    renderSignIn();
    await fillAndSubmit(DEMO_EMPLOYEE.email, DEMO_PASSWORD);
    // openapi.yaml, Sign-in protection: 10 failures in 15 minutes lock the account.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 15 minutes.',
    );
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("falls back to the error's own message, then to 'An error occurred during login'", async () => {
    server.use(http.post('*/api/auth/login', () => new HttpResponse(null, { status: 500 })));
    renderSignIn();
    await fillAndSubmit('admin@meritly.demo', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred during login');

    server.use(http.post('*/api/auth/login', () => HttpResponse.error()));
    await ui.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Failed to fetch|fetch failed/);
  });

  it('"Remember me" unticked: the session is kept for this browser session only (sessionStorage)', async () => {
    const { router } = renderSignIn();
    await fillAndSubmit(DEMO_ADMIN.email, DEMO_PASSWORD);
    await screen.findByText('Page /admin');
    expect(router.state.location.pathname).toBe('/admin');
    expect(sessionStorage.getItem('token')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('user')!)).toMatchObject({
      email: DEMO_ADMIN.email,
      role: 'admin',
    });
    expect(sessionStorage.getItem('requiresPasswordChange')).toBeNull();
    expect(sessionStorage.getItem('isTemporaryPassword')).toBeNull();
    for (const key of ['token', 'user']) expect(localStorage.getItem(key), key).toBeNull();
  });

  it('"Remember me" ticked: the session is kept across browser restarts (localStorage)', async () => {
    renderSignIn();
    await ui.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit(DEMO_ADMIN.email, DEMO_PASSWORD);
    await screen.findByText('Page /admin');
    expect(localStorage.getItem('token')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ email: DEMO_ADMIN.email });
    for (const key of ['token', 'user']) expect(sessionStorage.getItem(key), key).toBeNull();
  });

  it('signs in with what a password manager put in the fields without an event the form heard', async () => {
    renderSignIn();
    // As Chrome's fill on page load: in the DOM, hidden from scripts (and so from the form's
    // state) until the user's next gesture.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(screen.getByLabelText('Email'), DEMO_ADMIN.email);
    setValue.call(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await ui.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Page /admin');
  });

  it.each([DEMO_MANAGER, DEMO_EMPLOYEE])('sends $role to /dashboard', async (account) => {
    renderSignIn();
    await fillAndSubmit(account.email, DEMO_PASSWORD);
    expect(await screen.findByText('Page /dashboard')).toBeInTheDocument();
  });

  it('sends a user who must change the password to the forced change with the user', async () => {
    const temporary = await giveTemporaryPassword('employee');
    renderSignIn();
    await fillAndSubmit(DEMO_EMPLOYEE.email, temporary);
    expect(
      await screen.findByText(`forced change: true for ${DEMO_EMPLOYEE.email}`),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem('requiresPasswordChange')).toBe('true');
    expect(sessionStorage.getItem('isTemporaryPassword')).toBe('true');
  });

  it('lists the demo accounts in mock mode and one click fills the form', async () => {
    renderSignIn();
    const demo = await screen.findByRole('region', { name: 'Demo accounts' });
    for (const account of [DEMO_ADMIN, DEMO_MANAGER, DEMO_EMPLOYEE]) {
      expect(
        within(demo).getByRole('button', {
          name: `${account.roleLabel} ${account.email} · ${account.password}`,
        }),
      ).toBeInTheDocument();
    }
    await ui.click(within(demo).getByRole('button', { name: /^Manager / }));
    expect(screen.getByLabelText('Email')).toHaveValue(DEMO_MANAGER.email);
    expect(screen.getByLabelText('Password')).toHaveValue(DEMO_PASSWORD);
  });
});
