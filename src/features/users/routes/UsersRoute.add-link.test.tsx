import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import UsersRoute from './UsersRoute';

const ui = userEvent.setup({ delay: null });

describe('Users and the employees directory', { timeout: 60_000 }, () => {
  it("the directory's Add Employee link opens the Add User panel; closing it clears the link", async () => {
    await signInAs('admin');
    const { router } = renderRoute(<UsersRoute />, {
      path: paths.admin.users.path,
      initialEntry: paths.admin.users.getHref({ add: true }),
    });
    const panel = await screen.findByRole('dialog', { name: 'Add User' });
    await ui.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.search).toBe('');
  });

  it('says how accounts relate to employees and links to the directory', async () => {
    await signInAs('admin');
    renderRoute(<UsersRoute />, { path: paths.admin.users.path });
    expect(
      await screen.findByText(
        /Users are the accounts that sign in; each links to its employee record/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Employees' })).toHaveAttribute(
      'href',
      '/admin/employees',
    );
    expect(screen.queryByRole('dialog', { name: 'Add User' })).toBeNull();
  });
});
