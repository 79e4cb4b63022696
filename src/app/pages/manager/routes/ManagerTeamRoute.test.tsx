import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentSalary } from '@/lib/compensation';
import { formatMoney } from '@/lib/money';
import { db } from '@mocks/db';
import { DEMO_MANAGER } from '@mocks/seed/accounts';
import { compensationHistoryOf, directReportIds } from '@mocks/views/employee';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import ManagerTeamRoute from './ManagerTeamRoute';

const ui = userEvent.setup({ delay: null });

describe('ManagerTeamRoute', () => {
  it("'My Team' lists exactly the direct reports with salary, rating and review status", async () => {
    await signInAs('manager');
    renderRoute(<ManagerTeamRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Team' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Direct reports' });
    const ids = [...directReportIds(DEMO_MANAGER.employeeId)];
    await within(table).findByText('Riley Chen');
    for (const id of ids) {
      const employee = db.employees.find(id)!;
      const row = within(table)
        .getByText(`${employee.firstName} ${employee.lastName}`)
        .closest('tr')!;
      expect(
        within(row).getByText(formatMoney(currentSalary(compensationHistoryOf(id)))),
      ).toBeInTheDocument();
      expect(
        within(row).getByRole('link', { name: `View ${employee.firstName} ${employee.lastName}` }),
      ).toHaveAttribute('href', `/employees/${id}`);
    }
    expect(within(table).getAllByRole('row')).toHaveLength(ids.length + 1);
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
