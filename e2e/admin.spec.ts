import { expect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_EMPLOYEE } from '../mocks/seed/accounts';
import { signIn } from './journey-helpers';

/** The sign-in form, for a user whose first sign-in is what the test is about. */
async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).first();

test('an admin adds a user with a temporary password, who must change it at first sign-in', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN.email, '/admin/users');
  await page.getByRole('button', { name: 'Add User' }).click();
  const panel = page.getByRole('dialog', { name: 'Add User' });
  await panel.getByLabel('First Name').fill('Grace');
  await panel.getByLabel('Last Name').fill('Hopper');
  await panel.getByLabel('Email').fill('grace.hopper@acme-robotics.com');
  await panel.getByRole('button', { name: 'Add User' }).click();
  await expect(panel.getByText('Password is required')).toBeVisible();

  await panel.getByLabel('Generate temporary password').check();
  const password = await panel.getByLabel('Temporary Password', { exact: true }).inputValue();
  expect(password).toHaveLength(12);
  await expect(panel.getByLabel('Password Expiry')).toHaveText('24 hours');
  await expect(panel.getByLabel('Require password change at next login')).toBeChecked();
  await panel.getByRole('button', { name: 'Add User' }).click();
  await expect(panel).toBeHidden();
  // Users come 25 to a page: an admin finds the new one by searching.
  await page.getByRole('searchbox', { name: 'Search users...' }).fill('grace');
  await expect(page.getByRole('cell', { name: 'grace.hopper@acme-robotics.com' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await signInThroughForm(page, 'grace.hopper@acme-robotics.com', password);
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await page.getByLabel('New password', { exact: true }).fill('Compiler!1952');
  await page.getByLabel('Confirm new password').fill('Compiler!1952');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an admin archives a user after confirming, then reactivates them', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, '/admin/users');
  await page.getByRole('searchbox', { name: 'Search users...' }).fill('Riley');
  await page.getByRole('button', { name: 'Archive Riley Chen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Archive User' });
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('cell', { name: DEMO_EMPLOYEE.email })).toBeHidden();

  await page.getByLabel('Show Archived Users').check();
  await expect(page.getByRole('cell', { name: DEMO_EMPLOYEE.email })).toBeVisible();
  await page.getByRole('button', { name: 'Reactivate Riley Chen' }).click();
  await page
    .getByRole('dialog', { name: 'Reactivate User' })
    .getByRole('button', { name: 'Reactivate' })
    .click();
  await expect(page.getByRole('button', { name: 'Archive Riley Chen' })).toBeVisible();
});

test('a new team with a manager shows on the team list and the dashboard counts it', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN.email);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const teams = page
    .getByRole('region', { name: 'Teams' })
    .or(page.getByLabel('Teams', { exact: true }))
    .first();
  await expect(teams).toContainText('10');

  await sidebar(page).getByRole('link', { name: 'Teams' }).click();
  await page.getByRole('button', { name: 'Add Team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Team' });
  await dialog.getByRole('button', { name: 'Add Team' }).click();
  await expect(dialog.getByText('Team name is required')).toBeVisible();
  await dialog.getByLabel('Team Name').fill('Data Platform');
  await dialog.getByLabel('Managers').click();
  await page.getByRole('option', { name: 'Jordan Patel' }).click();
  await dialog.getByRole('button', { name: 'Add Team' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /Data Platform/ });
  await expect(row).toContainText('Jordan Patel');

  await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByLabel('Teams', { exact: true }).first()).toContainText('11');
});

test('an admin edits an employee’s managers', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, `/employees/${DEMO_EMPLOYEE.employeeId}`);
  await expect(page.getByRole('heading', { name: 'Riley Chen' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Employee' }).click();
  const panel = page.getByRole('dialog', { name: 'Edit Employee' });
  await panel.getByLabel('Secondary Manager').click();
  const options = page.getByRole('option');
  await expect(page.getByRole('option', { name: 'Jordan Patel' })).toHaveCount(0);
  await options.filter({ hasText: 'Morgan Lee' }).click();
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByText('Secondary Manager').locator('..')).toContainText('Morgan Lee');

  await page.reload();
  await expect(page.getByText('Secondary Manager').locator('..')).toContainText('Morgan Lee');
});

test('an admin creates a dropdown metric', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, '/admin/settings/performance-metrics');
  await page.getByRole('button', { name: 'Add Metric' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Performance Metric' });
  await dialog.getByLabel('Name').fill('Career Track');
  await dialog.getByLabel('Field Type').click();
  await page.getByRole('option', { name: 'Dropdown' }).click();
  await dialog.getByRole('button', { name: 'Add Metric' }).click();
  await expect(dialog.getByText('Options are required for this field type')).toBeVisible();
  await dialog
    .getByLabel('Options (one per line)')
    .fill('Individual Contributor\n\nPeople Manager\n');
  await dialog.getByRole('button', { name: 'Add Metric' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /Career Track/ })).toContainText('Dropdown');
});
