import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { TEMP_PASSWORD_CHARSETS } from '@/lib/passwords';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { DEMO_ADMIN, DEMO_EMPLOYEE, DEMO_MANAGER } from '@mocks/seed/accounts';
import UsersRoute from './UsersRoute';

const ui = userEvent.setup({ delay: null });

async function renderUsers() {
  await signInAs('admin');
  renderRoute(<UsersRoute />, { path: '/admin/users' });
  await screen.findByRole('cell', { name: DEMO_EMPLOYEE.email });
}

async function openAdd() {
  await ui.click(screen.getByRole('button', { name: 'Add User' }));
  return screen.findByRole('dialog', { name: 'Add User' });
}

const field = (panel: HTMLElement, label: string) =>
  within(panel).getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' });

describe('UsersRoute', { timeout: 90_000 }, () => {
  it('lists the organization users; first names link to the employee page; search filters', async () => {
    await renderUsers();
    expect(document.title).toBe('Meritly — Users');
    const link = screen.getByRole('link', { name: DEMO_EMPLOYEE.firstName });
    expect(link).toHaveAttribute('href', `/employees/${DEMO_EMPLOYEE.employeeId}`);
    await ui.type(screen.getByRole('searchbox', { name: 'Search users...' }), 'manager@meritly');
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: DEMO_EMPLOYEE.email })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('cell', { name: DEMO_MANAGER.email })).toBeInTheDocument();
  });

  // The server refuses Archive and Delete on the admin's own row, so they are not offered.
  it("offers no Archive or Delete on the admin's own row", async () => {
    await renderUsers();
    await ui.type(screen.getByRole('searchbox', { name: 'Search users...' }), DEMO_ADMIN.email);
    const own = `${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}`;
    expect(await screen.findByRole('button', { name: `Edit ${own}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Archive ${own}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Delete ${own}` })).not.toBeInTheDocument();
    await ui.clear(screen.getByRole('searchbox', { name: 'Search users...' }));
    await ui.type(screen.getByRole('searchbox', { name: 'Search users...' }), DEMO_MANAGER.email);
    const other = `${DEMO_MANAGER.firstName} ${DEMO_MANAGER.lastName}`;
    expect(await screen.findByRole('button', { name: `Archive ${other}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Delete ${other}` })).toBeInTheDocument();
  });

  it('search finds a user by full name in either order, accents and case aside', async () => {
    db.users.update(DEMO_EMPLOYEE.userId, { firstName: 'Sofía', lastName: 'Álvarez' });
    await renderUsers();
    const box = screen.getByRole('searchbox', { name: 'Search users...' });
    for (const query of ['Sofia Alvarez', 'Alvarez, Sofia', 'álvarez sofía']) {
      await ui.clear(box);
      await ui.type(box, query);
      await waitFor(() =>
        expect(screen.queryByRole('cell', { name: DEMO_MANAGER.email })).not.toBeInTheDocument(),
      );
      expect(screen.getByRole('cell', { name: DEMO_EMPLOYEE.email }), query).toBeInTheDocument();
    }
  });

  it('archived users show only with Show Archived Users', async () => {
    const archived = db.users.first((u) => u.organizationId === 'org_acme' && !u.isActive)!;
    await renderUsers();
    // 66 users come 25 to a page: find them as an admin would, by searching.
    await ui.type(screen.getByRole('searchbox', { name: 'Search users...' }), archived.email);
    expect(screen.queryByRole('cell', { name: archived.email })).not.toBeInTheDocument();
    await ui.click(screen.getByLabelText('Show Archived Users'));
    expect(await screen.findByRole('cell', { name: archived.email })).toBeInTheDocument();
    expect(screen.getAllByText('Archived').length).toBeGreaterThan(0);
  });

  it('shows every validation message of the add form after the first submit', async () => {
    await renderUsers();
    const panel = await openAdd();
    await ui.click(within(panel).getByRole('button', { name: 'Add User' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
    ]) {
      expect(await within(panel).findByText(message)).toBeInTheDocument();
    }
    await ui.type(field(panel, 'Email'), 'not-an-email');
    await ui.type(field(panel, 'Password'), 'weakpass');
    await ui.type(field(panel, 'Confirm Password'), 'other');
    await ui.click(within(panel).getByRole('button', { name: 'Add User' }));
    expect(await within(panel).findByText('Invalid email')).toBeInTheDocument();
    expect(within(panel).getByText('Password does not meet requirements')).toBeInTheDocument();
    expect(within(panel).getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('adds a user (default role employee) and shows the 409 message', async () => {
    await renderUsers();
    const panel = await openAdd();
    await ui.type(field(panel, 'First Name'), 'Ada');
    await ui.type(field(panel, 'Last Name'), 'Lovelace');
    await ui.type(field(panel, 'Email'), DEMO_MANAGER.email);
    await ui.type(field(panel, 'Password'), 'Engine!1843');
    await ui.type(field(panel, 'Confirm Password'), 'Engine!1843');
    await ui.click(within(panel).getByRole('button', { name: 'Add User' }));
    expect(
      await within(panel).findByText('A user with this email already exists'),
    ).toBeInTheDocument();
    await ui.clear(field(panel, 'Email'));
    await ui.type(field(panel, 'Email'), 'ada@acme-robotics.com');
    await ui.click(within(panel).getByRole('button', { name: 'Add User' }));
    await waitFor(
      () =>
        expect(db.users.first((u) => u.email === 'ada@acme-robotics.com')?.role).toBe('employee'),
      {
        timeout: 10_000,
      },
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add User' })).not.toBeInTheDocument(),
    );
    await ui.type(screen.getByRole('searchbox', { name: 'Search users...' }), 'ada@');
    expect(
      await screen.findByRole('cell', { name: 'ada@acme-robotics.com' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('generates a 12-character temporary password, regenerates after 0.5 s, copies for 2 s', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderUsers();
    const panel = await openAdd();
    await ui.click(within(panel).getByLabelText('Generate temporary password'));
    const input = within(panel).getByLabelText('Temporary Password', {
      selector: 'input',
    }) as HTMLInputElement;
    const first = input.value;
    const allowed = Object.values(TEMP_PASSWORD_CHARSETS).join('');
    expect(first).toHaveLength(12);
    expect([...first].every((c) => allowed.includes(c))).toBe(true);
    expect(within(panel).getByLabelText('Password Expiry')).toHaveTextContent('24 hours');
    expect(within(panel).getByLabelText('Require password change at next login')).toBeChecked();
    expect(within(panel).queryByLabelText('Confirm Password')).not.toBeInTheDocument();

    vi.useFakeTimers();
    try {
      fireEvent.click(within(panel).getByRole('button', { name: 'Regenerate' }));
      expect(within(panel).getByRole('button', { name: 'Generating...' })).toBeDisabled();
      await act(async () => vi.advanceTimersByTime(499));
      expect(input.value).toBe(first);
      await act(async () => vi.advanceTimersByTime(1));
      expect(input.value).not.toBe(first);
      expect(input.value).toHaveLength(12);

      fireEvent.click(within(panel).getByRole('button', { name: 'Copy' }));
      await act(async () => Promise.resolve());
      expect(writeText).toHaveBeenCalledWith(input.value);
      expect(within(panel).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(2000));
      expect(within(panel).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('the secondary manager choices leave out the primary', async () => {
    await renderUsers();
    const panel = await openAdd();
    await ui.click(within(panel).getByLabelText('Primary Manager'));
    await ui.click(await screen.findByRole('option', { name: 'Jordan Patel' }));
    await ui.click(within(panel).getByLabelText('Secondary Manager'));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByRole('option', { name: 'Jordan Patel' })).not.toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: 'Morgan Lee' })).toBeInTheDocument();
  });

  it('archives after a confirmation, and Cancel changes nothing', async () => {
    await renderUsers();
    await ui.click(screen.getByRole('button', { name: 'Archive Riley Chen' }));
    await ui.click(
      within(await screen.findByRole('dialog', { name: 'Archive User' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(db.users.find(DEMO_EMPLOYEE.userId)?.isActive).toBe(true);
    await ui.click(await screen.findByRole('button', { name: 'Archive Riley Chen' }));
    await ui.click(
      within(await screen.findByRole('dialog', { name: 'Archive User' })).getByRole('button', {
        name: 'Archive',
      }),
    );
    await waitFor(() => expect(db.users.find(DEMO_EMPLOYEE.userId)?.isActive).toBe(false));
  });

  it('deletes after a confirmation', async () => {
    await renderUsers();
    await ui.click(screen.getByRole('button', { name: 'Delete Riley Chen' }));
    await ui.click(
      within(await screen.findByRole('dialog', { name: 'Delete User' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(db.users.find(DEMO_EMPLOYEE.userId)).toBeUndefined());
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: DEMO_EMPLOYEE.email })).not.toBeInTheDocument(),
    );
  });

  it('an edit based on an old version is refused, explained, and applied on the next save', async () => {
    await renderUsers();
    await ui.click(screen.getByRole('button', { name: 'Edit Riley Chen' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit User' });
    await ui.clear(field(panel, 'Last Name'));
    await ui.type(field(panel, 'Last Name'), 'Chen-Li');
    db.users.update(DEMO_EMPLOYEE.userId, { firstName: 'Rylee' });
    await ui.click(within(panel).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(panel).findByText('This record was changed by someone else'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('First Name now:')).toBeInTheDocument();
    expect(within(panel).getByText('Rylee')).toBeInTheDocument();
    expect(field(panel, 'Last Name')).toHaveValue('Chen-Li');
    expect(db.users.find(DEMO_EMPLOYEE.userId)?.lastName).not.toBe('Chen-Li');

    await ui.click(within(panel).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(db.users.find(DEMO_EMPLOYEE.userId)?.lastName).toBe('Chen-Li'));
    expect(db.users.find(DEMO_EMPLOYEE.userId)?.firstName).toBe('Riley');
  });

  it("a status change over someone else's edit archives nothing and shows their values", async () => {
    await renderUsers();
    await ui.click(screen.getByRole('button', { name: 'Edit Riley Chen' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit User' });
    await ui.click(within(panel).getByLabelText('Status'));
    await ui.click(await screen.findByRole('option', { name: 'Archived' }));
    db.users.update(DEMO_EMPLOYEE.userId, { email: 'riley.chen@meritly.demo' });
    await ui.click(within(panel).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(panel).findByText('This record was changed by someone else'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('riley.chen@meritly.demo')).toBeInTheDocument();
    expect(db.users.find(DEMO_EMPLOYEE.userId)?.isActive).toBe(true);
  });

  it('a status change in Edit User deactivates first, then saves the rest', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') calls.push(new URL(request.url).pathname);
    });
    await renderUsers();
    await ui.click(screen.getByRole('button', { name: 'Edit Riley Chen' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit User' });
    await ui.clear(field(panel, 'Last Name'));
    await ui.type(field(panel, 'Last Name'), 'Chen-Li');
    await ui.click(within(panel).getByLabelText('Status'));
    await ui.click(await screen.findByRole('option', { name: 'Archived' }));
    await ui.click(within(panel).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(db.users.find(DEMO_EMPLOYEE.userId)?.lastName).toBe('Chen-Li'));
    expect(db.users.find(DEMO_EMPLOYEE.userId)?.isActive).toBe(false);
    expect(calls).toEqual([
      `/api/users/${DEMO_EMPLOYEE.userId}/deactivate`,
      `/api/users/${DEMO_EMPLOYEE.userId}`,
    ]);
    server.events.removeAllListeners();
  });

  it.each([
    [
      'archive',
      'put',
      '/api/users/:id/deactivate',
      'Archive Riley Chen',
      'Archive User',
      'Archive',
      'Failed to archive user...',
    ],
    [
      'delete',
      'delete',
      '/api/users/:id',
      'Delete Riley Chen',
      'Delete User',
      'Delete',
      'Failed to delete user. Please try again.',
    ],
  ] as const)(
    'a failed %s shows the spec text',
    async (_name, method, path, button, dialog, confirm, message) => {
      server.use(http[method](`*${path}`, () => HttpResponse.json(null, { status: 500 })));
      await renderUsers();
      await ui.click(screen.getByRole('button', { name: button }));
      await ui.click(
        within(await screen.findByRole('dialog', { name: dialog })).getByRole('button', {
          name: confirm,
        }),
      );
      expect(await screen.findByText(message)).toBeInTheDocument();
    },
  );

  it('a failed load shows the spec text', async () => {
    server.use(
      http.get('*/api/users', () =>
        HttpResponse.json({ error: 'Internal error' }, { status: 500 }),
      ),
    );
    await signInAs('admin');
    renderRoute(<UsersRoute />);
    expect(
      await screen.findByText(
        'Failed to load users. Please try again later.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });
});
