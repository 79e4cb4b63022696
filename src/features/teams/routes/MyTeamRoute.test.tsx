import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { DEMO_EMPLOYEE } from '@mocks/seed/accounts';
import { setPayHistory } from '@mocks/test/pay-history';
import { toTeamDto } from '@mocks/views/team';
import MyTeamRoute from './MyTeamRoute';

const PAY_HEADERS = ['Current Salary', 'Bonuses (Last 12 Months)', 'Performance', 'Last Increase'];
const rileyTeam = () => db.teams.find(db.employees.find(DEMO_EMPLOYEE.employeeId)!.teamIds[0]!)!;
const colleagues = () =>
  db.employees
    .all()
    .filter((e) => e.teamIds.includes(rileyTeam().id) && e.id !== DEMO_EMPLOYEE.employeeId);
/**
 * Riley is paid 104,500 now (90,000 at hire) and every colleague 91,000: the first shows, the
 * second never does.
 */
function givePay() {
  setPayHistory(DEMO_EMPLOYEE.employeeId, [
    { date: '2026-04-01', salary: 104_500 },
    { date: '2022-03-01', salary: 90_000, changeType: 'hire' },
  ]);
  for (const colleague of colleagues())
    setPayHistory(colleague.id, [{ date: '2026-04-01', salary: 91_000 }]);
}

describe('MyTeamRoute (an employee’s team page)', () => {
  it('lists the colleagues without pay columns and shows the employee their own pay', async () => {
    await signInAs('employee');
    givePay();
    renderRoute(<MyTeamRoute />);
    const section = await screen.findByRole('region', { name: rileyTeam().name });
    const table = await within(section).findByRole('table', { name: 'Team members' });
    expect(within(table).getByText('Riley Chen')).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    for (const header of PAY_HEADERS) expect(headers).not.toContain(header);
    expect(colleagues().length).toBeGreaterThan(1);
    expect(section).not.toHaveTextContent('$91,000.00');
    const own = within(section).getByRole('region', { name: 'Your pay' });
    expect(own).toHaveTextContent('$104,500.00');
    // Only their own employee page can be opened.
    expect(within(table).getAllByRole('link', { name: /^View / })).toHaveLength(1);
  });

  it('shows no colleague’s pay even from a server that sends it', async () => {
    await signInAs('employee');
    givePay();
    server.use(
      http.get('*/api/teams', () =>
        HttpResponse.json({ data: [toTeamDto(rileyTeam(), new Date())] }),
      ),
    );
    renderRoute(<MyTeamRoute />);
    const section = await screen.findByRole('region', { name: rileyTeam().name });
    const table = await within(section).findByRole('table', { name: 'Team members' });
    expect(within(table).getAllByRole('row')).toHaveLength(colleagues().length + 2);
    expect(table).not.toHaveTextContent('$91,000.00');
  });

  it('says so when the employee is in no team', async () => {
    await signInAs('employee');
    givePay();
    server.use(http.get('*/api/teams', () => HttpResponse.json({ data: [] })));
    renderRoute(<MyTeamRoute />);
    expect(await screen.findByText('You are not a member of any team yet.')).toBeInTheDocument();
  });
});
