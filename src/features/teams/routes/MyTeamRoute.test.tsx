import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { currentSalary } from '@/lib/compensation';
import { formatMoney } from '@/lib/money';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { DEMO_EMPLOYEE } from '@mocks/seed/accounts';
import { compensationHistoryOf } from '@mocks/views/employee';
import { toTeamDto } from '@mocks/views/team';
import MyTeamRoute from './MyTeamRoute';

const PAY_HEADERS = ['Current Salary', 'Bonuses (Last 12 Months)', 'Performance', 'Last Increase'];
const rileyTeam = () => db.teams.find(db.employees.find(DEMO_EMPLOYEE.employeeId)!.teamIds[0]!)!;
const salaryText = (employeeId: string) =>
  formatMoney(currentSalary(compensationHistoryOf(employeeId)));

describe('MyTeamRoute (an employee’s team page)', () => {
  it('lists the colleagues without pay columns and shows the employee their own pay', async () => {
    await signInAs('employee');
    renderRoute(<MyTeamRoute />);
    const section = await screen.findByRole('region', { name: rileyTeam().name });
    const table = await within(section).findByRole('table', { name: 'Team members' });
    expect(within(table).getByText('Riley Chen')).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    for (const header of PAY_HEADERS) expect(headers).not.toContain(header);
    const colleagues = db.employees
      .all()
      .filter((e) => e.teamIds.includes(rileyTeam().id) && e.id !== DEMO_EMPLOYEE.employeeId);
    expect(colleagues.length).toBeGreaterThan(1);
    for (const colleague of colleagues)
      expect(section).not.toHaveTextContent(salaryText(colleague.id));
    const own = within(section).getByRole('region', { name: 'Your pay' });
    expect(own).toHaveTextContent(salaryText(DEMO_EMPLOYEE.employeeId));
    // Only their own employee page can be opened.
    expect(within(table).getAllByRole('link', { name: /^View / })).toHaveLength(1);
  });

  it('shows no colleague’s pay even from a server that sends it', async () => {
    await signInAs('employee');
    server.use(
      http.get('*/api/teams', () =>
        HttpResponse.json({ data: [toTeamDto(rileyTeam(), new Date())] }),
      ),
    );
    renderRoute(<MyTeamRoute />);
    const section = await screen.findByRole('region', { name: rileyTeam().name });
    const table = await within(section).findByRole('table', { name: 'Team members' });
    for (const colleague of db.employees
      .all()
      .filter((e) => e.teamIds.includes(rileyTeam().id) && e.id !== DEMO_EMPLOYEE.employeeId))
      expect(table).not.toHaveTextContent(salaryText(colleague.id));
  });

  it('says so when the employee is in no team', async () => {
    await signInAs('employee');
    server.use(http.get('*/api/teams', () => HttpResponse.json({ data: [] })));
    renderRoute(<MyTeamRoute />);
    expect(await screen.findByText('You are not a member of any team yet.')).toBeInTheDocument();
  });
});
