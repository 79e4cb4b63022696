import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { DEMO_EMPLOYEE } from '@mocks/seed/accounts';
import { currentSalary } from '@/lib/compensation';
import { formatMoney } from '@/lib/money';
import { compensationHistoryOf } from '@mocks/views/employee';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import MyCompensationRoute from './MyCompensationRoute';

describe('MyCompensationRoute', () => {
  it('shows every change with date, type, reason and components, and the current salary', async () => {
    await signInAs('employee');
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requested.push(new URL(request.url).pathname);
    });
    renderRoute(<MyCompensationRoute />);
    const table = await screen.findByRole('table', { name: 'Compensation history' });
    const history = compensationHistoryOf(DEMO_EMPLOYEE.employeeId);
    await within(table).findByText(history[0]!.changeReason!);
    expect(within(table).getAllByRole('row')).toHaveLength(history.length + 1);
    expect(within(table).getByText('Hire')).toBeInTheDocument();
    const salary = formatMoney(currentSalary(history));
    expect(
      within(screen.getByRole('region', { name: 'Current Salary' })).getByText(salary),
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
