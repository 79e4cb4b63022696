import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_MANAGER } from '@mocks/seed/accounts';
import { setPayHistory } from '@mocks/test/pay-history';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import ManagerTeamRoute from './ManagerTeamRoute';

const ui = userEvent.setup({ delay: null });

describe('ManagerTeamRoute', () => {
  it("'My Team' lists exactly the direct reports with salary, rating and review status", async () => {
    await signInAs('manager');
    // The demo manager's six direct reports (mocks/seed/accounts.ts), each with them as primary
    // manager.
    const reports = [
      ['emp_demo_employee', 'Riley Chen'],
      ['emp_0009', 'Camila Kapoor'],
      ['emp_0010', 'Bella Sato'],
      ['emp_0011', 'Peter Banerjee'],
      ['emp_0012', 'Eleanor Keller'],
      ['emp_0013', 'Uma Torres'],
    ] as const;
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
    reports.forEach(([id], i) =>
      setPayHistory(id, [
        { date: '2026-03-01', salary: 81_000 + i * 1_000 },
        { date: '2023-03-01', salary: 200_000 },
      ]),
    );
    renderRoute(<ManagerTeamRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Team' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Direct reports' });
    await within(table).findByText('Riley Chen');
    for (const [i, [id, name]] of reports.entries()) {
      const row = within(table).getByText(name).closest('tr')!;
      expect(within(row).getByText(salaries[i]!)).toBeInTheDocument();
      expect(within(row).getByRole('link', { name: `View ${name}` })).toHaveAttribute(
        'href',
        `/employees/${id}`,
      );
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
