import { expect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_EMPLOYEE, DEMO_MANAGER } from '../mocks/seed/accounts';
import { formatMoney } from '../src/lib/money';
import { signIn, signOut, waitForMock, shootWhenAsked } from './journey-helpers';

test.describe.configure({ timeout: 120_000 });

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).first();
const PAY_HEADERS = ['Current Salary', 'Bonuses (Last 12 Months)', 'Performance', 'Last Increase'];

type Member = { id: string; firstName: string; lastName: string; currentSalary?: number | null };

/** The employee's team as the admin reads it (every member's salary), through the API. */
async function teamAsAdmin(page: Page): Promise<{ name: string; members: Member[] }> {
  await waitForMock(page);
  return page.evaluate(async (employeeId) => {
    const auth = { Authorization: `Bearer ${window.localStorage.getItem('token')}` };
    const employee = await (await fetch(`/api/employees/${employeeId}`, { headers: auth })).json();
    const teamId = employee.data.teams[0].id as string;
    return (await (await fetch(`/api/teams/${teamId}`, { headers: auth })).json()).data;
  }, DEMO_EMPLOYEE.employeeId);
}

test('an employee on their team page sees no colleague’s pay, and their own apart', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN.email);
  const team = await teamAsAdmin(page);
  const own = team.members.find((m) => m.id === DEMO_EMPLOYEE.employeeId)!;
  const colleagues = team.members.filter((m) => m.id !== DEMO_EMPLOYEE.employeeId);
  expect(colleagues.length).toBeGreaterThan(1);
  await signOut(page);

  await signIn(page, DEMO_EMPLOYEE.email);
  await sidebar(page).getByRole('link', { name: 'My Team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Team' })).toBeVisible();
  const section = page.getByRole('region', { name: team.name });
  const table = section.getByRole('table', { name: 'Team members' });
  for (const colleague of colleagues)
    await expect(
      table.getByText(`${colleague.firstName} ${colleague.lastName}`, { exact: true }),
    ).toBeVisible();
  for (const header of PAY_HEADERS)
    await expect(table.getByRole('columnheader', { name: header })).toHaveCount(0);
  for (const colleague of colleagues) {
    if (colleague.currentSalary == null) continue;
    await expect(page.getByText(formatMoney(colleague.currentSalary))).toHaveCount(0);
  }
  await expect(section.getByRole('region', { name: 'Your pay' })).toContainText(
    formatMoney(own.currentSalary),
  );
  await shootWhenAsked(page, 'employee-my-team', { width: 1280, height: 900 });
});

test('a manager sees their report’s pay on their team page', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email);
  const team = await teamAsAdmin(page);
  const riley = team.members.find((m) => m.id === DEMO_EMPLOYEE.employeeId)!;
  await signOut(page);

  await signIn(page, DEMO_MANAGER.email);
  await sidebar(page).getByRole('link', { name: 'My Team' }).click();
  const reports = page.getByRole('table', { name: 'Direct reports' });
  const row = reports.getByRole('row').filter({ hasText: 'Riley Chen' });
  await expect(row).toContainText(formatMoney(riley.currentSalary));
  await shootWhenAsked(page, 'manager-team', { width: 1280, height: 900 });
});
