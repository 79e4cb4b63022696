import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { DEMO_EMPLOYEE, DEMO_MANAGER } from '@mocks/seed/accounts';
import { RULE_PEOPLE } from '@mocks/seed/acme-rules';
import EmployeeDetailRoute from './EmployeeDetailRoute';
import { acmeEmployeeNamed } from '@mocks/test/demo-people';

const ui = userEvent.setup({ delay: null });
const [imported] = RULE_PEOPLE.noAccount;
const importedRecord = () => acmeEmployeeNamed(imported.firstName, imported.lastName);

async function openPage(id: string) {
  await signInAs('admin');
  renderRoute(<EmployeeDetailRoute />, {
    path: '/employees/:id',
    initialEntry: `/employees/${id}`,
  });
  await screen.findByRole('button', { name: 'Edit Employee' }, { timeout: 10_000 });
}

async function openEdit(id: string) {
  await openPage(id);
  await ui.click(screen.getByRole('button', { name: 'Edit Employee' }));
  return within(await screen.findByRole('dialog', { name: 'Edit Employee' }));
}

/** The value the page shows under `label`. */
const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('Work Email and Personal Email of an employee', { timeout: 60_000 }, () => {
  it('the page shows the work email and the personal email apart', async () => {
    const employee = importedRecord();
    db.employees.update(employee.id, { personalEmail: 'home@personal.example' });
    await openPage(employee.id);
    expect(shown('Work Email')).toHaveTextContent(employee.workEmail);
    expect(shown('Personal Email')).toHaveTextContent('home@personal.example');
  });

  it('the edit form holds each under its label and saves both for an employee without an account', async () => {
    const employee = importedRecord();
    const panel = await openEdit(employee.id);
    const work = panel.getByRole('textbox', { name: 'Work Email' });
    const personal = panel.getByRole('textbox', { name: 'Personal Email' });
    expect(work).toHaveValue(employee.workEmail);
    expect(personal).toHaveValue('');

    fireEvent.change(work, { target: { value: 'not-an-email' } });
    await ui.click(panel.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(work).toHaveAccessibleDescription('Invalid email'));

    fireEvent.change(work, { target: { value: 'New.Address@acme-robotics.com' } });
    fireEvent.change(personal, { target: { value: 'them@home.example' } });
    await ui.click(panel.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(db.employees.find(employee.id)).toMatchObject({
        workEmail: 'new.address@acme-robotics.com',
        personalEmail: 'them@home.example',
      }),
    );
  });

  it("another employee's email as the work email is refused on the field", async () => {
    const panel = await openEdit(importedRecord().id);
    const work = panel.getByRole('textbox', { name: 'Work Email' });
    fireEvent.change(work, { target: { value: DEMO_MANAGER.email } });
    await ui.click(panel.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(work).toHaveAccessibleDescription('An employee with this email already exists'),
    );
  });

  it('an account holder’s work email is their sign-in email: shown, changed on the Users page', async () => {
    const panel = await openEdit(DEMO_EMPLOYEE.employeeId);
    const work = panel.getByRole('textbox', { name: 'Work Email' });
    expect(work).toHaveValue(DEMO_EMPLOYEE.email);
    expect(work).toBeDisabled();
    expect(work).toHaveAccessibleDescription(
      'This is the email they sign in with: change it on the Users page',
    );
  });
});
