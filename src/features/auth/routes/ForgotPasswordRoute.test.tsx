import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_EMPLOYEE, DEMO_MANAGER } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { server } from '@mocks/node';
import type { LoginResult } from '@/api/session';
import { startSession } from '@/api/session';
import { landingPages, renderRoute } from '@/test/render-route';
import { giveTemporaryPassword } from '@/test/sign-in';
import ForgotPasswordRoute from './ForgotPasswordRoute';

const ui = userEvent.setup({ delay: null });

const PATH = '/auth/forgot-password';
const NEW_PASSWORD = 'Brand!New9';

function renderForgot(state?: unknown) {
  return renderRoute(<ForgotPasswordRoute />, {
    path: PATH,
    initialEntry: { pathname: PATH, state },
    routes: landingPages('/admin', '/dashboard', '/auth', '/auth/register'),
  });
}

async function signInWithTemporaryPassword(role: 'manager' | 'employee') {
  const temporary = await giveTemporaryPassword(role);
  const email = role === 'manager' ? DEMO_MANAGER.email : DEMO_EMPLOYEE.email;
  const { body } = await callApi<LoginResult>('post', '/api/auth/login', {
    body: { email, password: temporary },
  });
  expect(body.requiresPasswordChange).toBe(true);
  startSession(body);
  return body;
}

describe('ForgotPasswordRoute — forgot password', { timeout: 20_000 }, () => {
  const submit = () => ui.click(screen.getByRole('button', { name: 'Send reset link' }));

  it("stops the email at the contract's 254 characters", async () => {
    renderForgot();
    const email = screen.getByLabelText('Email');
    // Pasted in one input event (cut by maxLength as typing is), so the time does not depend on load.
    await ui.click(email);
    await ui.paste('a'.repeat(260));
    expect((email as HTMLInputElement).value).toHaveLength(254);
  });

  it("requires an email ('Email is required')", async () => {
    renderForgot();
    await submit();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
  });

  it("rejects an invalid email ('Please enter a valid email address')", async () => {
    renderForgot();
    await ui.type(screen.getByLabelText('Email'), 'someone@nowhere');
    await submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it("confirms with 'Check your email' and a link back to /auth", async () => {
    renderForgot();
    await ui.type(screen.getByLabelText('Email'), 'someone@example.com');
    await submit();
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth');
  });

  it('links to /auth/register', () => {
    renderForgot();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/register');
    expect(document.title).toBe('Meritly — Forgot Password');
  });

  it.each([
    [() => HttpResponse.json({ error: 'Slow down' }, { status: 429 }), 'Slow down'],
    [() => new HttpResponse(null, { status: 500 }), 'Failed to send reset password email'],
    [() => HttpResponse.error(), 'An error occurred while processing your request'],
  ])('shows the failure text %#', async (resolver, message) => {
    server.use(http.post('*/api/auth/forgot-password', resolver));
    renderForgot();
    await ui.type(screen.getByLabelText('Email'), 'someone@example.com');
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('ForgotPasswordRoute — forced change', { timeout: 20_000 }, () => {
  const submit = () => ui.click(screen.getByRole('button', { name: 'Change password' }));

  it('shows the read-only email of the user from navigation state', async () => {
    const { user } = await signInWithTemporaryPassword('employee');
    renderForgot({ forcePasswordChange: true, user });
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue(DEMO_EMPLOYEE.email);
    expect(email).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
  });

  it('"Not you? Sign out" ends the session (token revoked, nothing stored) and goes to sign-in', async () => {
    const { user, token } = await signInWithTemporaryPassword('employee');
    const { router } = renderForgot({ forcePasswordChange: true, user });
    expect(screen.getByText(/Not you\?/)).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Page /auth')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    for (const key of ['token', 'user', 'requiresPasswordChange', 'isTemporaryPassword'])
      expect(localStorage.getItem(key) ?? sessionStorage.getItem(key), key).toBeNull();
    const after = await callApi('get', '/api/auth/validate-session', { token });
    expect(after.status).toBe(401);
  });

  it.each([
    ['', '', 'Both password fields are required'],
    [NEW_PASSWORD, '', 'Both password fields are required'],
    [NEW_PASSWORD, 'Other!Pass9', 'Passwords do not match'],
    ['weakpass', 'weakpass', 'Password does not meet requirements'],
  ])("new '%s', confirm '%s' -> %s", async (next, confirm, message) => {
    const { user } = await signInWithTemporaryPassword('employee');
    renderForgot({ forcePasswordChange: true, user });
    if (next) await ui.type(screen.getByLabelText('New password'), next);
    if (confirm) await ui.type(screen.getByLabelText('Confirm new password'), confirm);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it.each([
    ['employee', '/dashboard'],
    ['manager', '/dashboard'],
  ] as const)(
    'changes the password, clears both flags and sends the %s to %s',
    async (role, target) => {
      const { user } = await signInWithTemporaryPassword(role);
      const { router } = renderForgot({ forcePasswordChange: true, user });
      await ui.type(screen.getByLabelText('New password'), NEW_PASSWORD);
      await ui.type(screen.getByLabelText('Confirm new password'), NEW_PASSWORD);
      await submit();
      await screen.findByText(`Page ${target}`);
      expect(router.state.location.pathname).toBe(target);
      expect(localStorage.getItem('requiresPasswordChange')).toBeNull();
      expect(localStorage.getItem('isTemporaryPassword')).toBeNull();
      const again = await callApi('post', '/api/auth/login', {
        body: { email: user.email, password: NEW_PASSWORD },
      });
      expect(again.status).toBe(200);
      expect((again.body as LoginResult).requiresPasswordChange).toBe(false);
    },
  );

  it("refuses the temporary password as the new one, under 'New password'", async () => {
    const { user } = await signInWithTemporaryPassword('employee');
    renderForgot({ forcePasswordChange: true, user });
    const field = screen.getByLabelText('New password');
    await ui.type(field, 'Temp!Pass123');
    await ui.type(screen.getByLabelText('Confirm new password'), 'Temp!Pass123');
    await submit();
    // openapi.yaml, updateProfile: the server's message, shown on the field it names.
    const message = 'New password must be different from the current password';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toBeInvalid();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await ui.type(field, '9');
    // Formik validates a change in a promise: on a loaded machine it can land after the keystroke.
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  });

  it('sends an admin to /admin after the change', async () => {
    const { user } = await signInWithTemporaryPassword('employee');
    server.use(
      http.put('*/api/users/profile', () => HttpResponse.json({ ...user, role: 'admin' })),
    );
    renderForgot({ forcePasswordChange: true, user: { ...user, role: 'admin' } });
    await ui.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await ui.type(screen.getByLabelText('Confirm new password'), NEW_PASSWORD);
    await submit();
    expect(await screen.findByText('Page /admin')).toBeInTheDocument();
  });

  it("shows 'Failed to change password' when the call fails without a message", async () => {
    const { user } = await signInWithTemporaryPassword('employee');
    server.use(http.put('*/api/users/profile', () => new HttpResponse(null, { status: 500 })));
    renderForgot({ forcePasswordChange: true, user });
    await ui.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await ui.type(screen.getByLabelText('Confirm new password'), NEW_PASSWORD);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to change password');
    expect(localStorage.getItem('requiresPasswordChange')).toBe('true');
  });
});
