import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { DEMO_EMPLOYEE } from '@mocks/seed/accounts';
import { setPayHistory } from '@mocks/test/pay-history';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import MyCompensationRoute from './MyCompensationRoute';

describe('MyCompensationRoute', () => {
  it('shows every change with date, type, reason and components, and the current salary', async () => {
    await signInAs('employee');
    // Written oldest last: the table lists the newest first, the salary is the latest one.
    setPayHistory(DEMO_EMPLOYEE.employeeId, [
      { date: '2026-04-01', salary: 104_500, bonus: 6_000, reason: '2026 annual review' },
      { date: '2025-04-01', salary: 100_000, bonus: 4_000, reason: '2025 annual review' },
      { date: '2022-03-01', salary: 90_000, changeType: 'hire', reason: 'New hire' },
    ]);
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requested.push(new URL(request.url).pathname);
    });
    renderRoute(<MyCompensationRoute />);
    const table = await screen.findByRole('table', { name: 'Compensation history' });
    await within(table).findByText('2026 annual review');
    const rows = within(table).getAllByRole('row');
    // Three changes under the header row, the newest first.
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('2026 annual review');
    expect(within(table).getByText('Hire')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Current Salary' })).getByText('$104,500.00'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bonuses (Last 12 Months)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pay Over Time' })).toBeInTheDocument();
    // Only the caller's own pay is asked for.
    expect(requested.filter((p) => p.includes('compensation'))).toEqual(['/api/me/compensation']);
    server.events.removeAllListeners();
  });

  it("shows 'No compensation history found.' without history", async () => {
    await signInAs('employee');
    db.compensationHistories.removeWhere((h) => h.employeeId === DEMO_EMPLOYEE.employeeId);
    renderRoute(<MyCompensationRoute />);
    expect(await screen.findByText('No compensation history found.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pay Over Time' })).toBeNull();
  });
});
