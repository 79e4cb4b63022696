import { expect, type Page, test } from '@playwright/test';
import { DEMO_EMPLOYEE, DEMO_MANAGER } from '../mocks/seed/accounts';
import { openInApp, shootWhenAsked, signIn as signInTo } from './journey-helpers';

async function signIn(page: Page, email: string, dashboard: string) {
  await signInTo(page, email);
  await expect(page.getByRole('heading', { level: 1, name: dashboard })).toBeVisible();
}

test.describe.configure({ timeout: 120_000 });

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).first();

const shoot = (page: Page, name: string) =>
  shootWhenAsked(page, `e2e-${name}`, { width: 1280, height: 900 });

test('a manager sees the team, submits a pending manager review and the to-do count drops', async ({
  page,
}) => {
  await signIn(page, DEMO_MANAGER.email, 'Manager Dashboard');
  const members = page.getByRole('region', { name: 'Team Members' });
  await expect(members.getByText('6', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Team Approvals Pending' })).toBeVisible();
  // One of the two reports awaiting the manager is their own submission: not theirs to decide.
  await expect(
    page.getByRole('list', { name: 'Team approvals pending' }).getByRole('listitem'),
  ).toHaveCount(1);
  await shoot(page, 'manager-dashboard');

  await sidebar(page).getByRole('link', { name: 'My Team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Team' })).toBeVisible();
  const team = page.getByRole('table', { name: 'Direct reports' });
  await expect(team.getByRole('row')).toHaveCount(7);
  await expect(team.getByRole('link', { name: 'Riley Chen', exact: true })).toBeVisible();
  await shoot(page, 'manager-team');

  await sidebar(page).getByRole('link', { name: 'Reviews' }).click();
  // One of the two pending approvals is his own submission: another approver decides it. Two of
  // the four open manager reviews wait for the self review: they are listed apart.
  await expect(page.getByRole('heading', { name: 'To Do (3)' })).toBeVisible();
  await expect(page.getByText('2 manager reviews · 1 approval')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Waiting for Self Review (2)' })).toBeVisible();
  await shoot(page, 'manager-reviews');
  await page.getByRole('link', { name: 'Open Manager Review of Peter Banerjee' }).click();

  await expect(page.getByRole('heading', { name: 'Peter Banerjee' })).toBeVisible();
  await shoot(page, 'manager-stage');
  await page.getByRole('radio', { name: 'Consistently' }).check();
  await page.getByRole('button', { name: 'Submit for Approval' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manager Dashboard' })).toBeVisible();

  await sidebar(page).getByRole('link', { name: 'Reviews' }).click();
  // The submitted review leaves the list; its recommendation waits for approval, but he submitted
  // it, so it is not his to decide and no approval joins the list.
  await expect(page.getByText('1 manager review · 1 approval')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'To Do (2)' })).toBeVisible();
  const completed = page.getByRole('table', { name: 'Completed reviews' });
  await expect(
    completed.getByRole('row', { name: /Peter Banerjee.*2026 Annual Review.*Manager Review/ }),
  ).toBeVisible();
});

test('an employee follows the self-review prompt, submits it, the prompt goes, and opens compensation history', async ({
  page,
}) => {
  await signIn(page, DEMO_EMPLOYEE.email, 'Employee Dashboard');
  const actions = page.getByRole('region', { name: 'Pending Actions' });
  await expect(actions.getByText('Complete Self-Review')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Performance Trends' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Performance rating over time' })).toBeVisible();
  await shoot(page, 'employee-dashboard');

  await actions.getByRole('link', { name: 'Start Self-Review' }).click();
  // The employee's own area, not /admin.
  await expect(page).toHaveURL(/\/reviews\/self-review\/[\w-]+$/);
  await expect(page.getByText('Self Review', { exact: true }).first()).toBeVisible();
  await shoot(page, 'employee-self-review');
  await page.getByRole('radio', { name: 'Often' }).check();
  await page.getByRole('button', { name: 'Submit for Approval' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Employee Dashboard' })).toBeVisible();
  await expect(actions.getByText(/all caught up/)).toBeVisible();
  await expect(actions.getByText('Complete Self-Review')).toHaveCount(0);

  await page
    .getByRole('region', { name: 'Quick Actions' })
    .getByRole('link', { name: 'Compensation History' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compensation History' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Compensation history' });
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(
    page.getByRole('img', { name: 'Base salary and total cash over time' }),
  ).toBeVisible();
  await shoot(page, 'employee-compensation');

  for (const [path, heading, name] of [
    ['/performance', 'Performance', 'performance'],
    ['/reviews/overdue', 'Overdue Reviews', 'overdue'],
    ['/reviews/self-review', 'Self-Review', 'self-reviews'],
  ] as const) {
    await openInApp(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await shoot(page, name);
  }
});

test("an employee who types a colleague's URL sees 'Employee not found', never their data", async ({
  page,
}) => {
  await signIn(page, DEMO_EMPLOYEE.email, 'Employee Dashboard');
  await page.goto('/employees/emp_0009');
  await expect(page.getByText('Employee not found')).toBeVisible();
  await expect(page.getByText(/\$\d/)).toHaveCount(0);
  await page.goto('/manager/team');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await shoot(page, 'employee-denied');
});
