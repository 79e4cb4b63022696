import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { DEMO_ADMIN, DEMO_EMPLOYEE, DEMO_MANAGER } from '@mocks/seed/accounts';
import { setPayHistory } from '@mocks/test/pay-history';
import EmployeeDetailRoute from './EmployeeDetailRoute';

const ui = userEvent.setup({ delay: null });

function renderEmployee(id: string) {
  return renderRoute(<EmployeeDetailRoute />, {
    path: '/employees/:id',
    initialEntry: `/employees/${id}`,
  });
}

async function openEdit() {
  await signInAs('admin');
  renderEmployee(DEMO_EMPLOYEE.employeeId);
  await ui.click(await screen.findByRole('button', { name: 'Edit Employee' }, { timeout: 10_000 }));
  return screen.findByRole('dialog', { name: 'Edit Employee' });
}

describe('EmployeeDetailRoute', { timeout: 60_000 }, () => {
  it('shows information, compensation in US dollars and performance history, with a breadcrumb to teams', async () => {
    await signInAs('admin');
    setPayHistory(DEMO_EMPLOYEE.employeeId, [
      { date: '2026-03-01', salary: 92_500 },
      { date: '2025-03-01', salary: 88_000, bonus: 4_500 },
    ]);
    renderEmployee(DEMO_EMPLOYEE.employeeId);
    expect(
      await screen.findByRole('heading', { name: 'Riley Chen' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Teams' })).toHaveAttribute('href', '/admin/teams');
    expect(screen.getByText('Jordan Patel')).toBeInTheDocument();
    const comp = screen.getByRole('region', { name: 'Compensation History' });
    // Each component of the history the test wrote, in US dollars with cents.
    for (const amount of ['$92,500.00', '$88,000.00', '$4,500.00']) {
      expect(await within(comp).findByText(amount)).toBeInTheDocument();
    }
    const perf = screen.getByRole('region', { name: 'Performance History' });
    await waitFor(() => expect(within(perf).getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('shows the yellow Employee not found notice', async () => {
    await signInAs('admin');
    renderEmployee('emp_missing');
    const notice = await screen.findByText('Employee not found', {}, { timeout: 10_000 });
    expect(notice.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorWarning');
  });

  it('an employee sees their own page without Edit; another employee is not found', async () => {
    await signInAs('employee');
    const view = renderEmployee(DEMO_EMPLOYEE.employeeId);
    expect(
      await screen.findByRole('heading', { name: 'Riley Chen' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Employee' })).not.toBeInTheDocument();
    view.unmount();
    renderEmployee(DEMO_MANAGER.employeeId);
    expect(
      await screen.findByText('Employee not found', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('Edit Employee puts Last Name beside First Name, the middle name below', async () => {
    const panel = await openEdit();
    const row = (label: RegExp) =>
      within(panel).getByLabelText(label).closest('.MuiStack-root, form') as HTMLElement;
    const names = row(/^First Name/);
    expect(within(names).getByLabelText(/^Last Name/)).toBeInTheDocument();
    expect(within(names).queryByLabelText(/^Middle Name/)).not.toBeInTheDocument();
  });

  it('Edit Employee shows the spec messages', async () => {
    const panel = await openEdit();
    fireEvent.change(within(panel).getByLabelText(/^First Name/), { target: { value: ' ' } });
    fireEvent.change(within(panel).getByLabelText(/^Last Name/), { target: { value: '' } });
    fireEvent.change(within(panel).getByLabelText('Personal Email'), {
      target: { value: 'riley@' },
    });
    await ui.click(within(panel).getByRole('button', { name: 'Save Changes' }));
    expect(await within(panel).findByText('First name is required')).toBeInTheDocument();
    expect(within(panel).getByText('Last name is required')).toBeInTheDocument();
    expect(within(panel).getByText('Invalid email')).toBeInTheDocument();
  });

  it('manager options: managers and admins, not the employee; the secondary leaves out the primary; saved through the managers calls', async () => {
    const panel = await openEdit();
    await ui.click(within(panel).getByLabelText('Secondary Manager'));
    let listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByRole('option', { name: 'Jordan Patel' })).not.toBeInTheDocument();
    expect(within(listbox).queryByRole('option', { name: 'Riley Chen' })).not.toBeInTheDocument();
    await ui.click(within(listbox).getByRole('option', { name: 'Morgan Lee' }));
    await ui.click(within(panel).getByLabelText('Primary Manager'));
    listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByRole('option', { name: 'Riley Chen' })).not.toBeInTheDocument();
    await ui.keyboard('{Escape}');
    await ui.click(within(panel).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(
        db.managerAssignments.lookup('employeeId', DEMO_EMPLOYEE.employeeId)[0]?.secondaryManagerId,
      ).toBe(DEMO_ADMIN.employeeId),
    );
    expect(await screen.findByText('Morgan Lee', { selector: 'dd' })).toBeInTheDocument();
  });

  it("an edit over someone else's change is refused, their values shown, the input kept and saved next", async () => {
    const panel = await openEdit();
    fireEvent.change(within(panel).getByLabelText('Position'), {
      target: { value: 'Staff Engineer (typed)' },
    });
    db.employees.update(DEMO_EMPLOYEE.employeeId, { department: 'Changed Elsewhere' });
    await ui.click(within(panel).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(panel).findByText('This record was changed by someone else'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Department now:')).toBeInTheDocument();
    expect(within(panel).getByText('Changed Elsewhere')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Position')).toHaveValue('Staff Engineer (typed)');
    expect(db.employees.find(DEMO_EMPLOYEE.employeeId)?.position).not.toBe(
      'Staff Engineer (typed)',
    );

    await ui.click(within(panel).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(db.employees.find(DEMO_EMPLOYEE.employeeId)?.position).toBe('Staff Engineer (typed)'),
    );
  });
});
