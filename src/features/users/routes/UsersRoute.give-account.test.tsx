import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { ACME_ORG_ID, DEMO_EMPLOYEE } from '@mocks/seed/accounts';
import { RULE_PEOPLE } from '@mocks/seed/acme-rules';
import { paths } from '@/config/paths';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import UsersRoute from './UsersRoute';
import { acmeEmployeeNamed } from '@mocks/test/demo-people';

const ui = userEvent.setup({ delay: null });
const [imported] = RULE_PEOPLE.noAccount;
const importedRecord = () => acmeEmployeeNamed(imported.firstName, imported.lastName);
const acmeCount = () => db.employees.lookup('organizationId', ACME_ORG_ID).length;

async function openGiveAccount(employeeId: string) {
  renderRoute(<UsersRoute />, {
    path: paths.admin.users.path,
    initialEntry: paths.admin.users.getHref({ employeeId }),
  });
  const panel = within(await screen.findByRole('dialog', { name: 'Add User' }));
  const record = await panel.findByRole('combobox', { name: /^Employee record/ });
  await waitFor(() => expect(record).toHaveTextContent(imported.firstName));
  return panel;
}

async function typePassword(panel: ReturnType<typeof within>) {
  await ui.type(panel.getByLabelText(/^Password/), 'Meritly!2026');
  await ui.type(panel.getByLabelText(/^Confirm Password/), 'Meritly!2026');
}

describe('Add User gives an existing employee an account', { timeout: 60_000 }, () => {
  it("an employee page's Give Account opens Add User for them, filled in; the account links to them", async () => {
    await signInAs('admin');
    const employee = importedRecord();
    expect(employee.userId).toBeNull();
    renderRoute(<UsersRoute />, {
      path: paths.admin.users.path,
      initialEntry: paths.admin.users.getHref({ employeeId: employee.id }),
    });
    const panel = within(await screen.findByRole('dialog', { name: 'Add User' }));
    const record = await panel.findByRole('combobox', { name: /^Employee record/ });
    await waitFor(() => expect(record).toHaveTextContent(imported.firstName));
    await waitFor(() =>
      expect(panel.getByRole('textbox', { name: /^Last Name/ })).toHaveValue(imported.lastName),
    );
    expect(panel.getByRole('textbox', { name: /^Email/ })).toHaveValue(employee.workEmail);
    const before = acmeCount();
    await ui.type(panel.getByLabelText(/^Password/), 'Meritly!2026');
    await ui.type(panel.getByLabelText(/^Confirm Password/), 'Meritly!2026');
    await ui.click(panel.getByRole('button', { name: 'Add User' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add User' })).toBeNull());
    const linked = importedRecord();
    expect(linked.userId).not.toBeNull();
    expect(db.users.find(linked.userId!)?.employeeId).toBe(employee.id);
    expect(acmeCount()).toBe(before);
  });

  it('fills in their work email, never their personal one, and holds the account to it', async () => {
    await signInAs('admin');
    const employee = importedRecord();
    db.employees.update(employee.id, { personalEmail: 'at.home@personal.example' });
    const panel = await openGiveAccount(employee.id);
    const email = panel.getByRole('textbox', { name: /^Email/ });
    await waitFor(() => expect(email).toHaveValue(employee.workEmail));
    expect(email).toHaveAccessibleDescription('Their work email: they sign in with it');

    await ui.clear(email);
    await ui.type(email, 'at.home@personal.example');
    await typePassword(panel);
    await ui.click(panel.getByRole('button', { name: 'Add User' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription("Must be the employee's work email"),
    );
    expect(importedRecord().userId).toBeNull();
  });

  it('an employee without a work email is told to add one on their page first', async () => {
    await signInAs('admin');
    const employee = importedRecord();
    db.employees.update(employee.id, { workEmail: '', personalEmail: 'at.home@personal.example' });
    const panel = await openGiveAccount(employee.id);
    const email = panel.getByRole('textbox', { name: /^Email/ });
    await waitFor(() =>
      expect(panel.getByRole('textbox', { name: /^Last Name/ })).toHaveValue(imported.lastName),
    );
    expect(email).toHaveValue('');
    await typePassword(panel);
    await ui.click(panel.getByRole('button', { name: 'Add User' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'This employee has no work email: add it on their page (Edit → Work Email) before giving them an account',
      ),
    );
    expect(importedRecord().userId).toBeNull();
  });

  it('offers only employees without an account, and a new record by default', async () => {
    await signInAs('admin');
    renderRoute(<UsersRoute />, {
      path: paths.admin.users.path,
      initialEntry: paths.admin.users.getHref({ add: true }),
    });
    const panel = within(await screen.findByRole('dialog', { name: 'Add User' }));
    const record = await panel.findByRole('combobox', { name: /^Employee record/ });
    expect(record).toHaveTextContent('New employee record');
    await ui.click(record);
    const options = within(await screen.findByRole('listbox'));
    expect(options.getByRole('option', { name: new RegExp(imported.lastName) })).toBeVisible();
    expect(options.queryByRole('option', { name: new RegExp(DEMO_EMPLOYEE.lastName) })).toBeNull();
  });
});
