import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Form, Formik } from 'formik';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider } from './ConfirmProvider';
import { FORM_SAVED } from './FormSubmittingReporter';
import { FormDirtyReporter } from './FormDirtyReporter';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { useConfirmLeave } from './unsaved-changes';

/** The sidebar's Log out: the session ends only when leaving is fine. */
function LogoutButton({ onLogout }: { onLogout?: () => void }) {
  const confirmLeave = useConfirmLeave();
  return (
    <button
      type="button"
      onClick={() => void confirmLeave().then((leave) => leave && onLogout?.())}
    >
      Log out
    </button>
  );
}

/** The organization's details on one page, the sidebar's Teams link and Log out beside them. */
function OrganizationPage({ savesTo, onLogout }: { savesTo?: () => void; onLogout?: () => void }) {
  return (
    <>
      <Link to="/admin/teams">Teams</Link>
      <LogoutButton onLogout={onLogout} />
      <Formik
        initialValues={{ name: 'Acme Robotics' }}
        onSubmit={(_values, { setStatus }) => {
          setStatus(FORM_SAVED);
          savesTo?.();
        }}
      >
        <Form>
          <FormDirtyReporter />
          <Field name="name" aria-label="Organization Name" />
          <button type="submit">Save Changes</button>
        </Form>
      </Formik>
    </>
  );
}

function renderApp(savesTo?: (navigate: (to: string) => void) => void, onLogout?: () => void) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <ConfirmProvider>
            <UnsavedChangesGuard>
              <Outlet />
            </UnsavedChangesGuard>
          </ConfirmProvider>
        ),
        children: [
          {
            path: '/admin/organization',
            element: (
              <OrganizationPage
                savesTo={savesTo ? () => savesTo((to) => void router.navigate(to)) : undefined}
                onLogout={onLogout}
              />
            ),
          },
          { path: '/admin/teams', element: <h1>Teams</h1> },
          { path: '/auth', element: <h1>Sign in</h1> },
        ],
      },
    ],
    { initialEntries: ['/admin/organization'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const question = () => screen.findByRole('dialog', { name: 'Discard changes?' });

async function changeName(user: ReturnType<typeof userEvent.setup>) {
  const name = await screen.findByLabelText('Organization Name');
  await user.clear(name);
  await user.type(name, 'Acme Robotics Europe');
  return name;
}

describe('leaving a screen whose form holds changes', () => {
  it('asks first: Keep editing stays with the typed text, Discard moves on', async () => {
    const { router, user } = renderApp();
    const name = await changeName(user);

    await user.click(screen.getByRole('link', { name: 'Teams' }));
    await user.click(within(await question()).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe('/admin/organization');
    expect(name).toHaveValue('Acme Robotics Europe');

    await user.click(screen.getByRole('link', { name: 'Teams' }));
    await user.click(within(await question()).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('heading', { name: 'Teams' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/teams');
  });

  it('moves on without a question when nothing was typed', async () => {
    const { router, user } = renderApp();
    await user.click(screen.getByRole('link', { name: 'Teams' }));
    expect(await screen.findByRole('heading', { name: 'Teams' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/teams');
  });

  it('asks the browser before a reload or closing the tab, and no more once the form is back as loaded', async () => {
    const { user } = renderApp();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    const name = await changeName(user);
    expect(unload()).toBe(true);
    await user.clear(name);
    await user.type(name, 'Acme Robotics');
    await waitFor(() => expect(unload()).toBe(false));
  });

  it('does not ask when the save itself moves on, nor when the session ends', async () => {
    const { router, user } = renderApp((navigate) => navigate('/admin/teams'));
    await changeName(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('heading', { name: 'Teams' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument();

    await router.navigate('/admin/organization');
    await changeName(user);
    await router.navigate('/auth');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('asks before signing out: Keep editing keeps the session and the text, Discard signs out', async () => {
    let signedOut = 0;
    const { user } = renderApp(undefined, () => (signedOut += 1));
    const name = await changeName(user);

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(within(await question()).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument(),
    );
    expect(signedOut).toBe(0);
    expect(name).toHaveValue('Acme Robotics Europe');

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(within(await question()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(signedOut).toBe(1));
  });

  it('signs out at once when nothing was typed', async () => {
    let signedOut = 0;
    const { user } = renderApp(undefined, () => (signedOut += 1));
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(signedOut).toBe(1));
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument();
  });
});
