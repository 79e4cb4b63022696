import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_MANAGER } from '@mocks/seed/accounts';
import { setPayHistory } from '@mocks/test/pay-history';
import { directReportIds } from '@mocks/views/employee';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import ManagerTeamRoute from './ManagerTeamRoute';

const ui = userEvent.setup({ delay: null });

describe('ManagerTeamRoute', () => {
  it("'My Team' lists exactly the direct reports with salary, rating and review status", async () => {
    await signInAs('manager');
    const ids = [...directReportIds(DEMO_MANAGER.employeeId)];
    // The demo manager has six direct reports (mocks/seed/accounts.ts).
    expect(ids).toHaveLength(6);
    // Each report's pay: a newer raise written before an older, higher salary; the salary shown is
    // the one with the latest effective date (spec 02 §7), 81,000 for the first report and so on.
    const salaries = [
      '$81,000.00',
      '$82,000.00',
      '$83,000.00',
      '$84,000.00',
      '$85,000.00',
      '$86,000.00',
    ];
    ids.forEach((id, i) =>
      setPayHistory(id, [
        { date: '2026-03-01', salary: 81_000 + i * 1_000 },
        { date: '2023-03-01', salary: 200_000 },
      ]),
    );
    renderRoute(<ManagerTeamRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Team' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Direct reports' });
    await within(table).findByText('Riley Chen');
    for (const [i, id] of ids.entries()) {
      const employee = db.employees.find(id)!;
      const row = within(table)
        .getByText(`${employee.firstName} ${employee.lastName}`)
        .closest('tr')!;
      expect(within(row).getByText(salaries[i]!)).toBeInTheDocument();
      expect(
        within(row).getByRole('link', { name: `View ${employee.firstName} ${employee.lastName}` }),
      ).toHaveAttribute('href', `/employees/${id}`);
    }
    // Six reports and the header row.
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    const riley = within(table).getByText('Riley Chen').closest('tr')!;
    expect(within(riley).getByText('In Progress')).toBeInTheDocument();
    expect(within(riley).getByText('Exceeds')).toBeInTheDocument();
    expect(document.title).toBe('Meritly — My Team');
  });

  it('searches by name', async () => {
    await signInAs('manager');
    renderRoute(<ManagerTeamRoute />);
    const table = await screen.findByRole('table', { name: 'Direct reports' });
    await within(table).findByText('Riley Chen');
    await ui.type(screen.getByPlaceholderText('Search team members'), 'Riley');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it("shows 'No direct reports found.' for a manager without reports", async () => {
    await signInAs('manager');
    for (const a of db.managerAssignments.where(
      (m) => m.primaryManagerId === DEMO_MANAGER.employeeId,
    )) {
      db.managerAssignments.update(a.id, { primaryManagerId: 'emp_demo_admin' });
    }
    renderRoute(<ManagerTeamRoute />);
    expect(await screen.findByText('No direct reports found.')).toBeInTheDocument();
  });
});
