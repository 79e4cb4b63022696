import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_PASSWORD } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { server } from '@mocks/node';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import ProfileRoute from './ProfileRoute';

const ui = userEvent.setup({ delay: null });

const save = () => ui.click(screen.getByRole('button', { name: 'Save Changes' }));
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('ProfileRoute', { timeout: 20_000 }, () => {
  it.each([
    ['admin', 'Administrator'],
    ['manager', 'Manager'],
    ['employee', 'Employee'],
  ] as const)('shows the %s role read-only as %s', async (role, label) => {
    const { user } = await signInAs(role);
    renderRoute(<ProfileRoute />);
    expect(input('First name')).toHaveValue(user.firstName);
    expect(input('Last name')).toHaveValue(user.lastName);
    expect(input('Email')).toHaveValue(user.email);
    expect(input('Role')).toHaveValue(label);
    expect(input('Role')).toHaveAttribute('readonly');
    expect(document.title).toBe('Meritly — Profile Settings');
  });

  it('saves name and email and updates the stored user', async () => {
    await signInAs('manager');
    renderRoute(<ProfileRoute />);
    await ui.clear(input('First name'));
    await ui.type(input('First name'), 'Jordy');
    await save();
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ firstName: 'Jordy' });
  });

  it('a change made meanwhile by an admin is shown, the typed name kept, then saved over it', async () => {
    const { user } = await signInAs('manager');
    renderRoute(<ProfileRoute />);
    await ui.clear(input('Last name'));
    await ui.type(input('Last name'), 'Typed-Here');
    db.users.update(user.id, { email: 'changed.by.admin@meritly.demo' });
    await save();
    expect(await screen.findByText('This record was changed by someone else')).toBeInTheDocument();
    expect(screen.getByText('Email now:')).toBeInTheDocument();
    expect(screen.getByText('changed.by.admin@meritly.demo')).toBeInTheDocument();
    expect(input('Last name')).toHaveValue('Typed-Here');
    expect(db.users.find(user.id)?.lastName).not.toBe('Typed-Here');
    expect(screen.queryByText('Failed to update profile')).not.toBeInTheDocument();

    await save();
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(db.users.find(user.id)?.lastName).toBe('Typed-Here');
    await ui.clear(input('First name'));
    await ui.type(input('First name'), 'Again');
    await save();
    await waitFor(() => expect(db.users.find(user.id)?.firstName).toBe('Again'));
  });

  it("requires the current password to change it ('Current password is required to change password')", async () => {
    await signInAs('employee');
    renderRoute(<ProfileRoute />);
    await ui.type(input('New password'), 'Brand!New9');
    await ui.type(input('Confirm new password'), 'Brand!New9');
    await save();
    expect(
      await screen.findByText('Current password is required to change password'),
    ).toBeInTheDocument();
  });

  it("checks the new passwords match ('New passwords do not match') and the rules", async () => {
    await signInAs('employee');
    renderRoute(<ProfileRoute />);
    await ui.type(input('Current password'), DEMO_PASSWORD);
    await ui.type(input('New password'), 'Brand!New9');
    await ui.type(input('Confirm new password'), 'Brand!New8');
    await save();
    expect(await screen.findByText('New passwords do not match')).toBeInTheDocument();
    await ui.clear(input('New password'));
    expect(screen.queryByText('New passwords do not match')).not.toBeInTheDocument();
    await ui.type(input('New password'), 'weak');
    await save();
    expect(await screen.findByText('Password does not meet requirements')).toBeInTheDocument();
  });

  it('changes the password with the current one', async () => {
    const { user } = await signInAs('employee');
    renderRoute(<ProfileRoute />);
    await ui.type(input('Current password'), DEMO_PASSWORD);
    await ui.type(input('New password'), 'Brand!New9');
    await ui.type(input('Confirm new password'), 'Brand!New9');
    await save();
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(input('Current password')).toHaveValue('');
    const login = await callApi('post', '/api/auth/login', {
      body: { email: user.email, password: 'Brand!New9' },
    });
    expect(login.status).toBe(200);
  });

  it("shows the server's message, else 'Failed to update profile'", async () => {
    await signInAs('employee');
    renderRoute(<ProfileRoute />);
    await ui.type(input('Current password'), 'Wrong!Pass1');
    await ui.type(input('New password'), 'Brand!New9');
    await ui.type(input('Confirm new password'), 'Brand!New9');
    await save();
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();

    server.use(http.put('*/api/users/profile', () => new HttpResponse(null, { status: 500 })));
    await ui.clear(input('Current password'));
    await ui.clear(input('New password'));
    await ui.clear(input('Confirm new password'));
    await save();
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
  });
});
