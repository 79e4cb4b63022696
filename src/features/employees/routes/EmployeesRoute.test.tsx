import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { ACME_ORG_ID } from '@mocks/seed/accounts';
import EmployeesRoute from './EmployeesRoute';

const ui = userEvent.setup({ delay: null });
const acme = () => db.employees.all().filter((e) => e.organizationId === ACME_ORG_ID);
const withoutAccount = () => acme().filter((e) => !e.userId || !db.users.find(e.userId));

async function choose(label: string, option: string) {
  await ui.click(screen.getByRole('combobox', { name: label }));
  // fireEvent: in jsdom user-event cannot build events for MUI's menu ("view is not a Window").
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('EmployeesRoute', { timeout: 60_000 }, () => {
  it('"No account" lists only people without one, counted; Clear filters brings everyone back', async () => {
    await signInAs('admin');
    const { router } = renderRoute(<EmployeesRoute />, { path: '/admin/employees' });
    const table = await screen.findByRole('table', { name: 'Employees' }, { timeout: 10_000 });
    await screen.findByText(`1–50 of ${acme().length}`);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();

    await choose('Account', 'No account');
    const none = withoutAccount();
    expect(none.length).toBeGreaterThan(0);
    expect(
      await screen.findByText(`${none.length} ${none.length === 1 ? 'result' : 'results'}`),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(none.length + 1));
    expect(within(table).getAllByText('No account')).toHaveLength(none.length);
    expect(router.state.location.search).toBe('?account=without');

    await ui.type(screen.getByRole('searchbox', { name: 'Search employees...' }), 'zzzq');
    expect(
      await screen.findByText('No results match "zzzq".', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText(`1–50 of ${acme().length}`)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search employees...' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Account' })).not.toHaveTextContent('No account');
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('"Has account" lists only people who can sign in', async () => {
    await signInAs('admin');
    renderRoute(<EmployeesRoute />, { path: '/admin/employees' });
    const table = await screen.findByRole('table', { name: 'Employees' }, { timeout: 10_000 });
    await choose('Account', 'Has account');
    const total = acme().length - withoutAccount().length;
    expect(await screen.findByText(new RegExp(`of ${total}$|^${total} results$`))).toBeVisible();
    expect(within(table).queryByText('No account')).toBeNull();
  });
});
